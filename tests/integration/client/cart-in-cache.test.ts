import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { scopedUi } from '../../../src/shop/scoped-ui'
import { recordedCase } from '../../support/recorded-cases'
import { fakeEnv, mockBackend, MOUSE, recordedCartMutation, recordedGetCart, runtime } from './helpers'

const server = mockBackend()

/** Server data the shop must keep only in urql's cache, never in the zustand store. */
const SERVER_DATA = ['cart', 'customer', 'viewer', 'orders', 'downloads', 'paymentGateways', 'loginClients']

const ADDED = 'addToCart-simple-ok' // the Wireless Precision Mouse (MOUSE)

describe('the cart lives in the GraphQL cache only', () => {
  it('a cart mutation updates the header badge through the cache, and the store mirrors none of it', async () => {
    server.use(
      // The signed-in demo (getCart-authed-session), whose cart holds the mouse, once.
      recordedGetCart(() => ({ signedIn: true })),
      // addToCart-simple-ok with the mouse's quantity 4: the test adds three more.
      recordedCartMutation(ADDED, [{ key: MOUSE, quantity: 4 }]),
    )
    const rt = runtime(fakeEnv().env)
    const { CartBadge } = scopedUi(rt)
    await rt.store.getState().init()
    expect(renderToString(createElement(CartBadge))).toContain('>1</span>')

    const { productId } = (recordedCase(ADDED).variables as { input: { productId: number } }).input
    await rt.store.getState().addToCart({ productId, quantity: 3 })

    expect(renderToString(createElement(CartBadge))).toContain('>4</span>')
    const state = rt.store.getState()
    expect(Object.keys(state).filter((key) => SERVER_DATA.includes(key))).toEqual([])
    const stored = JSON.stringify(state)
    expect(stored).not.toContain('Wireless Precision Mouse')
    expect(stored).not.toContain('demo@example.com')
  })
})
