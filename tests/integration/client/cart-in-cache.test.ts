import { graphql, HttpResponse } from 'msw'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { scopedUi } from '../../../src/shop/scoped-ui'
import { cart, cartItem, fakeEnv, getCartData, mockBackend, runtime } from './helpers'

const server = mockBackend()

/** Server data the shop must keep only in urql's cache, never in the zustand store. */
const SERVER_DATA = ['cart', 'customer', 'viewer', 'orders', 'downloads', 'paymentGateways', 'loginClients']

describe('the cart lives in the GraphQL cache only', () => {
  it('a cart mutation updates the header badge through the cache, and the store mirrors none of it', async () => {
    server.use(
      graphql.query('getCart', () => HttpResponse.json({ data: getCartData({ signedIn: true }) })),
      graphql.mutation('addToCart', () =>
        HttpResponse.json({
          data: { addToCart: { __typename: 'AddToCartPayload', cart: cart([cartItem('mirror', 4)]) } },
        }),
      ),
    )
    const rt = runtime(fakeEnv().env)
    const { CartBadge } = scopedUi(rt)
    await rt.store.getState().init()
    expect(renderToString(createElement(CartBadge))).toBe('')

    await rt.store.getState().addToCart({ productId: 1, quantity: 4 })

    expect(renderToString(createElement(CartBadge))).toContain('>4</span>')
    const state = rt.store.getState()
    expect(Object.keys(state).filter((key) => SERVER_DATA.includes(key))).toEqual([])
    const stored = JSON.stringify(state)
    expect(stored).not.toContain('Product mirror')
    expect(stored).not.toContain('demo@example.com')
  })
})
