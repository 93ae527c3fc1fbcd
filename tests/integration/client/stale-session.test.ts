import { graphql, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { typedData } from '../../support/recorded-answer'
import { recordedCase } from '../../support/recorded-cases'
import { fakeEnv, mockBackend, readCart, recordedGetCartData, runtime, typedAnswer } from './helpers'

const server = mockBackend()

/** The recorded refusal (its errors, its data shaped to today's document), with the new session it hands out. */
function refused(caseName: string, query: string, variables: Record<string, unknown>): never {
  const { body, status } = recordedCase(caseName)
  const data = typedData(caseName, query, variables, body.data as Record<string, unknown>)
  return HttpResponse.json({ errors: body.errors, data } as never, {
    status,
    headers: { 'woocommerce-session': 'fresh-session' },
  }) as never
}

/**
 * A cart session token the backend no longer takes. WooGraphQL answers getCart with an error at `cart` and a new
 * session in the same answer (recorded getCart-session-garbage, getCart-session-bare-token); the shopper's page
 * loads the cart again in that session and keeps what the browser holds.
 */
describe.each(['getCart-session-garbage', 'getCart-session-bare-token'])(
  'a refused cart session (%s)',
  (caseName) => {
    it('loads the cart again in the session the refusal issued, keeping storage and without a reload', async () => {
      const sessions: (string | null)[] = []
      server.use(
        graphql.query('getCart', ({ query, variables, request }) => {
          const carried = request.headers.get('woocommerce-session')
          sessions.push(carried)
          if (carried === 'Session fresh-session')
            return typedAnswer('getCart-no-session', { query, variables }, recordedGetCartData(), {
              headers: { 'woocommerce-session': 'fresh-session' },
            })
          return refused(caseName, query, variables)
        }),
      )
      const { env, cookies, storage } = fakeEnv('/product/x')
      cookies.set('woocommerce-session', 'stale-session')
      storage.set('wishlist', '["forge-pro"]')
      const rt = runtime(env)

      await rt.store.getState().init()

      expect(sessions).toEqual(['Session stale-session', 'Session fresh-session'])
      expect(readCart(rt)).toMatchObject({ isEmpty: true })
      expect(cookies.get('woocommerce-session')).toBe('fresh-session')
      expect(storage.get('wishlist')).toBe('["forge-pro"]')
      expect(env.location.reload).not.toHaveBeenCalled()
    })
  },
)

describe('a cart session refused twice', () => {
  it('falls back to the full recovery (clear, reload once)', async () => {
    server.use(
      graphql.query('getCart', ({ query, variables }) =>
        refused('getCart-session-garbage', query, variables),
      ),
      graphql.mutation('Logout', () => HttpResponse.json({ data: { logout: null } })),
    )
    const { env, cookies } = fakeEnv('/product/x')
    cookies.set('woocommerce-session', 'stale-session')
    const rt = runtime(env)

    await rt.store.getState().init()

    expect(env.location.reload).toHaveBeenCalledTimes(1)
  })
})
