import { graphql, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { GqlError, INVALID_OPERATION, NETWORK_ERROR } from '../../../src/graphql/errors'
import { recordedCase } from '../../support/recorded-cases'
import { answerAsRecorded } from '../../support/recorded-handler'
import { errorResponse, fakeEnv, GQL_URL, runtime, mockBackend } from './helpers'

const server = mockBackend()

/** Errors as a real WooCommerce answered them (recorded cases, named at each handler). */
describe('GraphQL errors (recorded answers)', () => {
  it('are wrapped with client, operation type and name, status and every message; the first is shown', async () => {
    server.use(
      graphql.mutation('applyCoupon', () => {
        // applyCoupon-invalid with a second error appended: the test needs more than one message.
        const body = structuredClone(recordedCase('applyCoupon-invalid').body)
        body.errors = [...(body.errors ?? []), { message: 'second' }]
        return HttpResponse.json(body as never)
      }),
    )
    const { request } = runtime(fakeEnv().env)
    const error = (await request('applyCoupon', { code: 'NOPE-NOT-A-COUPON' }).catch(
      (e: unknown) => e,
    )) as GqlError
    const refused = 'Coupon "nope-not-a-coupon" cannot be applied because it does not exist.'
    expect(error).toBeInstanceOf(GqlError)
    expect(error).toMatchObject({
      client: 'shop',
      operationType: 'mutation',
      operationName: 'applyCoupon',
      statusCode: 200,
      messages: [refused, 'second'],
      message: refused,
    })
  })

  it('raise on any GraphQL error with a non-OK status, keeping the first message', async () => {
    server.use(answerAsRecorded('getCart-bad-origin')) // HTTP 403, "Unauthorized request origin."
    const { request } = runtime(fakeEnv().env)
    await expect(request('getCart')).rejects.toMatchObject({
      statusCode: 403,
      message: 'Unauthorized request origin.',
    })
  })

  it('runs a known operation by its operation name', async () => {
    server.use(answerAsRecorded('getAllowedCountries-ok'))
    const { request } = runtime(fakeEnv().env)
    expect(await request('getAllowedCountries')).toEqual({ allowedCountries: ['NG'] })
  })

  it('are printed to the console only with the debug query parameter', async () => {
    server.use(answerAsRecorded('EmptyCart-already-empty')) // "Cart is empty"
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await runtime(fakeEnv('/', '').env)
      .request('EmptyCart')
      .catch(() => undefined)
    expect(error).not.toHaveBeenCalled()
    await runtime(fakeEnv('/', '?debug=1').env)
      .request('EmptyCart')
      .catch(() => undefined)
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]![0]).toMatchObject({ operationName: 'EmptyCart', message: 'Cart is empty' })
  })
})

/** Failures no recorded case covers: a proxy's answers, no answer at all, an operation the shop does not know. */
describe('GraphQL errors', () => {
  it('raise on a non-OK status even without GraphQL errors', async () => {
    server.use(http.post(GQL_URL, () => new HttpResponse('bad gateway', { status: 502 })))
    const { request } = runtime(fakeEnv().env)
    const error = (await request('getOrders').catch((e: unknown) => e)) as GqlError
    expect(error).toBeInstanceOf(GqlError)
    expect(error.statusCode).toBe(502)
    expect(error.operationType).toBe('query')
    expect(error.operationName).toBe('getOrders')
  })

  it('raise on any GraphQL error with a non-OK status (a proxy refusing a large request)', async () => {
    server.use(graphql.query('getDownloads', () => errorResponse('Request too large', 413)))
    const { request } = runtime(fakeEnv().env)
    await expect(request('getDownloads')).rejects.toMatchObject({
      statusCode: 413,
      message: 'Request too large',
    })
  })

  it("give 'Invalid GraphQL Operation' for an unknown operation, without a request", async () => {
    const { request } = runtime(fakeEnv().env)
    await expect(request('getEverything')).rejects.toMatchObject({ message: INVALID_OPERATION })
  })

  it('give a clear message when the shop cannot be reached', async () => {
    server.use(http.post(GQL_URL, () => HttpResponse.error()))
    const { request } = runtime(fakeEnv().env)
    await expect(request('getOrders')).rejects.toMatchObject({ networkError: true, message: NETWORK_ERROR })
  })
})
