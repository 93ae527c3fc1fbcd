import { graphql, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { GqlError, INVALID_OPERATION, NETWORK_ERROR } from '../../../src/graphql/errors'
import { errorResponse, fakeEnv, GQL_URL, runtime, mockBackend } from './helpers'

const server = mockBackend()

describe('GraphQL errors', () => {
  it('are wrapped with client, operation type and name, status and every message; the first is shown', async () => {
    server.use(
      graphql.mutation('applyCoupon', () =>
        HttpResponse.json({
          data: { applyCoupon: null },
          errors: [{ message: 'Coupon "x" does not exist!' }, { message: 'second' }],
        }),
      ),
    )
    const { request } = runtime(fakeEnv().env)
    const error = (await request('applyCoupon', { code: 'x' }).catch((e: unknown) => e)) as GqlError
    expect(error).toBeInstanceOf(GqlError)
    expect(error).toMatchObject({
      client: 'shop',
      operationType: 'mutation',
      operationName: 'applyCoupon',
      statusCode: 200,
      messages: ['Coupon "x" does not exist!', 'second'],
      message: 'Coupon "x" does not exist!',
    })
  })

  it('raise on a non-OK status even without GraphQL errors', async () => {
    server.use(http.post(GQL_URL, () => new HttpResponse('bad gateway', { status: 502 })))
    const { request } = runtime(fakeEnv().env)
    const error = (await request('getOrders').catch((e: unknown) => e)) as GqlError
    expect(error).toBeInstanceOf(GqlError)
    expect(error.statusCode).toBe(502)
    expect(error.operationType).toBe('query')
    expect(error.operationName).toBe('getOrders')
  })

  it('raise on any GraphQL error with a non-OK status, keeping the first message', async () => {
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

  it('runs a known operation by its operation name', async () => {
    server.use(
      graphql.query('getAllowedCountries', () => HttpResponse.json({ data: { allowedCountries: ['NG'] } })),
    )
    const { request } = runtime(fakeEnv().env)
    expect(await request('getAllowedCountries')).toEqual({ allowedCountries: ['NG'] })
  })

  it('give a clear message when the shop cannot be reached', async () => {
    server.use(http.post(GQL_URL, () => HttpResponse.error()))
    const { request } = runtime(fakeEnv().env)
    await expect(request('getOrders')).rejects.toMatchObject({ networkError: true, message: NETWORK_ERROR })
  })

  it('are printed to the console only with the debug query parameter', async () => {
    server.use(graphql.mutation('EmptyCart', () => errorResponse('Cart is empty')))
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
