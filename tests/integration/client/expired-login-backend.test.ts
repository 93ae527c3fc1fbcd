import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../../../backend/tests/support/test-backend'
import { fakeEnv, readCart, readViewer, runtime } from './helpers'

/**
 * A stored login the embedded backend no longer accepts (login-real-stack.test.ts checks the real stack's HTTP 403
 * answers): the shopper is logged out cleanly, keeps the cart session, and nothing reloads.
 */
let shop: TestBackend
beforeAll(async () => {
  shop = await startTestBackend({ products: 5 })
})
afterAll(() => shop?.close())

describe('a garbage auth token against the embedded backend', () => {
  it('is dropped; the session and its cart stay; no reload', async () => {
    const { env, cookies } = fakeEnv('/my-account')
    const url = shop.backend.graphqlUrl
    const first = runtime(env, { url })
    expect(await first.store.getState().login({ username: 'demo', password: 'demo-password' })).toEqual({
      success: true,
    })
    const session = cookies.get('woocommerce-session')
    expect(session).toBeTruthy()

    cookies.set('auth-token', 'garbage-token')
    cookies.delete('auth-refresh-token')
    const next = runtime(env, { url })
    await next.store.getState().init()
    expect(cookies.get('auth-token')).toBeUndefined()
    expect(cookies.get('woocommerce-session')).toBeTruthy()
    expect(readViewer(next)).toBeNull()
    expect(readCart(next)).not.toBeNull()
    expect(env.location.reload).not.toHaveBeenCalled()
    expect(env.cookies.clearAll).not.toHaveBeenCalled()
  })
})
