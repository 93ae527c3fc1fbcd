import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSchema, print } from 'graphql'
import { graphql, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { cartDocuments, CartView } from '../../../src/features/cart'
import { GetCart } from '../../../src/shop/session-query'
import { hasLiveSchema, recordedAnswer, selectsCartItemId } from '../../support/recorded-answer'
import { hasRecordedCases, RECORDED_CASES_ABSENT } from '../../support/recorded-cases'
import { fakeEnv, mockBackend, readCart, runtime } from './helpers'

const here = path.dirname(fileURLToPath(import.meta.url))
const backendSchema = buildSchema(readFileSync(path.resolve(here, '../../../backend/schema.graphql'), 'utf8'))

describe('the cart documents', () => {
  it('never select CartItem.id, which WooGraphQL cannot resolve (a line is its key)', () => {
    for (const document of [GetCart, CartView, ...cartDocuments]) {
      const printed = print(document)
      expect(selectsCartItemId(printed, backendSchema), printed.split('\n')[0]).toBe(false)
    }
  })
})

/**
 * A real WooCommerce's answers, replayed. Its rule, as recorded: a document selecting `CartItem.id` fails whole
 * ("Internal server error", e.g. `addToCart-simple-ok`); without it the cart answers (`…--without-cartitem-id`).
 */
describe.skipIf(!hasRecordedCases || !hasLiveSchema)('the cart against recorded real answers', () => {
  if (!hasRecordedCases) console.info(RECORDED_CASES_ABSENT)
  const server = mockBackend()
  const SESSION = { headers: { 'woocommerce-session': 'Session recorded' } }

  /** Answers an operation as the real stack did: `withId` when the document selects CartItem.id. */
  function replay(kind: 'query' | 'mutation', operationName: string, ok: string, withId: string) {
    return graphql[kind](operationName, ({ query }) =>
      HttpResponse.json(recordedAnswer(selectsCartItemId(query) ? withId : ok) as never, SESSION),
    )
  }

  async function guest() {
    server.use(
      // An empty cart answers even with CartItem.id selected: no line to resolve it on.
      replay('query', 'getCart', 'getCart-no-session', 'getCart-no-session'),
      replay('mutation', 'addToCart', 'addToCart-simple-ok--without-cartitem-id', 'addToCart-simple-ok'),
    )
    const rt = runtime(fakeEnv().env)
    await rt.store.getState().init()
    return rt
  }

  it('adds a product: the line, its key and the totals show', async () => {
    const rt = await guest()
    await rt.store.getState().addToCart({ productId: 43, quantity: 1 })
    const cart = readCart(rt)
    expect(cart?.lines).toEqual([
      expect.objectContaining({
        key: '17e62166fc8586dfa4d1bc0e1742c08b',
        name: 'Thunderbolt 4 Dock',
        quantity: 1,
        subtotal: '₦175,000.00',
      }),
    ])
    expect(cart).toMatchObject({ itemCount: 1, total: '₦191,887.50', isEmpty: false })
  })

  it('names a variation’s chosen terms as the shop does (64GB, not the slug 64gb)', async () => {
    const rt = await guest()
    server.use(
      replay(
        'mutation',
        'addToCart',
        'addToCart-variation-ok--without-cartitem-id',
        'addToCart-variation-ok',
      ),
    )
    await rt.store.getState().addToCart({ productId: 1141, variationId: 1147, quantity: 1 })
    const line = readCart(rt)?.lines.find((l) => l.variationId === 1147)
    expect(line?.variationAttributes).toEqual([
      { label: 'Color', value: 'Silver' },
      { label: 'RAM', value: '64GB' },
    ])
    expect(line?.variationLabel).toBe('Color: Silver, RAM: 64GB')
  })

  it('changes a quantity, applies and removes a coupon and picks a shipping method, line by key', async () => {
    const rt = await guest()
    server.use(
      replay(
        'mutation',
        'UpDateCartQuantity',
        'UpDateCartQuantity-ok--without-cartitem-id',
        'UpDateCartQuantity-ok',
      ),
      replay('mutation', 'applyCoupon', 'applyCoupon-ok--without-cartitem-id', 'applyCoupon-ok'),
      replay('mutation', 'removeCoupons', 'removeCoupons-ok--without-cartitem-id', 'removeCoupons-ok'),
      replay(
        'mutation',
        'ChangeShippingMethod',
        'ChangeShippingMethod-ok--without-cartitem-id',
        'ChangeShippingMethod-ok',
      ),
    )
    const { store } = rt
    await store.getState().updateItemQuantity('17e62166fc8586dfa4d1bc0e1742c08b', 2)
    expect(readCart(rt)?.lines.find((l) => l.key === '17e62166fc8586dfa4d1bc0e1742c08b')?.quantity).toBe(2)

    await store.getState().applyCoupon('WELCOME10')
    expect(readCart(rt)?.coupons.map((c) => c.code)).toEqual(['welcome10'])

    await store.getState().removeCoupon('WELCOME10')
    expect(readCart(rt)?.coupons).toEqual([])

    await store.getState().setShippingMethod('local_pickup:2')
    expect(readCart(rt)?.chosenShippingMethods).toEqual(['local_pickup:2'])
  })
})
