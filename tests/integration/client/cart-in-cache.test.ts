import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { scopedUi } from '../../../src/shop/scoped-ui'
import { hasLiveSchema } from '../../support/recorded-answer'
import { hasRecordedCases, RECORDED_CASES_ABSENT } from '../../support/recorded-cases'
import { DOCK, fakeEnv, mockBackend, recordedCartMutation, recordedGetCart, runtime } from './helpers'

const server = mockBackend()

/** Server data the shop must keep only in urql's cache, never in the zustand store. */
const SERVER_DATA = ['cart', 'customer', 'viewer', 'orders', 'downloads', 'paymentGateways', 'loginClients']

describe.skipIf(!hasRecordedCases || !hasLiveSchema)('the cart lives in the GraphQL cache only', () => {
  if (!hasRecordedCases) console.info(RECORDED_CASES_ABSENT)

  it('a cart mutation updates the header badge through the cache, and the store mirrors none of it', async () => {
    server.use(
      // The signed-in demo (getCart-authed-session--without-cartitem-id).
      recordedGetCart(() => ({ signedIn: true })),
      // addToCart-simple-ok--without-cartitem-id with the dock's quantity 4: the test adds four.
      recordedCartMutation('addToCart-simple-ok--without-cartitem-id', [{ key: DOCK, quantity: 4 }]),
    )
    const rt = runtime(fakeEnv().env)
    const { CartBadge } = scopedUi(rt)
    await rt.store.getState().init()
    expect(renderToString(createElement(CartBadge))).toBe('')

    await rt.store.getState().addToCart({ productId: 43, quantity: 4 })

    expect(renderToString(createElement(CartBadge))).toContain('>4</span>')
    const state = rt.store.getState()
    expect(Object.keys(state).filter((key) => SERVER_DATA.includes(key))).toEqual([])
    const stored = JSON.stringify(state)
    expect(stored).not.toContain('Thunderbolt 4 Dock')
    expect(stored).not.toContain('demo@example.com')
  })
})
