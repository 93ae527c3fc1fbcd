import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSchema, print } from 'graphql'
import { graphql, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { cartDocuments, CartView, type AddToCartInput } from '../../../src/features/cart'
import { GetCart } from '../../../src/shop/session-query'
import { recordedAnswer, selectsCartItemId } from '../../support/recorded-answer'
import { recordedCase } from '../../support/recorded-cases'
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

/** A recorded addToCart case's input: a test sending it gets that case's answer. */
const inputOf = (caseName: string) => (recordedCase(caseName).variables as { input: AddToCartInput }).input

/** The key of the line of `product` (its name) in a recorded cart mutation's answer. */
function recordedKey(caseName: string, product: string): string {
  const { cart } = Object.values(recordedCase(caseName).body.data ?? {})[0] as {
    cart: { contents: { nodes: Array<{ key: string; product: { node: { name: string } } }> } }
  }
  const line = cart.contents.nodes.find((node) => node.product.node.name === product)
  if (!line) throw new Error(`${caseName} has no cart line of ${product}`)
  return line.key
}

/**
 * A real WooCommerce's answers, replayed. Its rule, as recorded: a document selecting `CartItem.id` fails
 * ("Internal server error" at the line's `id`: addToCart-probe-cartitem-id); the storefront's documents, which do not
 * select it, were recorded answering (addToCart-simple-ok and the other cases below).
 */
describe('the cart against recorded real answers', () => {
  const server = mockBackend()
  const SESSION = { headers: { 'woocommerce-session': 'Session recorded' } }

  /**
   * The real stack's answer to a document selecting CartItem.id: the error recorded in addToCart-probe-cartitem-id,
   * without data (how much of it the failure nulls depends on the document).
   */
  const CARTITEM_ID_FAILS = { data: null, errors: recordedCase('addToCart-probe-cartitem-id').body.errors }

  /** Answers an operation as the real stack did (`caseName`), or with its failure when the document selects CartItem.id. */
  function replay(kind: 'query' | 'mutation', operationName: string, caseName: string) {
    return graphql[kind](operationName, ({ query }) =>
      HttpResponse.json(
        (selectsCartItemId(query) ? CARTITEM_ID_FAILS : recordedAnswer(caseName)) as never,
        SESSION,
      ),
    )
  }

  async function guest() {
    server.use(
      // An empty cart answers even with CartItem.id selected: no line to resolve it on.
      graphql.query('getCart', () =>
        HttpResponse.json(recordedAnswer('getCart-no-session') as never, SESSION),
      ),
      replay('mutation', 'addToCart', 'addToCart-simple-ok'),
    )
    const rt = runtime(fakeEnv().env)
    await rt.store.getState().init()
    return rt
  }

  it('adds a product: the line, its key and the totals show', async () => {
    const rt = await guest()
    await rt.store.getState().addToCart(inputOf('addToCart-simple-ok'))
    const cart = readCart(rt)
    expect(cart?.lines).toEqual([
      expect.objectContaining({
        key: recordedKey('addToCart-simple-ok', 'Wireless Precision Mouse'),
        name: 'Wireless Precision Mouse',
        quantity: 1,
        subtotal: '₦45,000.00',
      }),
    ])
    expect(cart).toMatchObject({ itemCount: 1, total: '₦52,137.50', isEmpty: false })
  })

  it('names a variation’s chosen terms as the shop does (64GB, not the slug 64gb)', async () => {
    const rt = await guest()
    server.use(replay('mutation', 'addToCart', 'addToCart-variation-ok'))
    const input = inputOf('addToCart-variation-ok')
    await rt.store.getState().addToCart(input)
    const line = readCart(rt)?.lines.find((l) => l.variationId === input.variationId)
    expect(line?.variationAttributes).toEqual([
      { label: 'Color', value: 'Silver' },
      { label: 'RAM', value: '64GB' },
    ])
    expect(line?.variationLabel).toBe('Color: Silver, RAM: 64GB')
  })

  it('changes a quantity, applies and removes a coupon and picks a shipping method, line by key', async () => {
    const rt = await guest()
    server.use(
      replay('mutation', 'UpDateCartQuantity', 'UpDateCartQuantity-ok'),
      replay('mutation', 'applyCoupon', 'applyCoupon-ok'),
      replay('mutation', 'removeCoupons', 'removeCoupons-ok'),
      replay('mutation', 'ChangeShippingMethod', 'ChangeShippingMethod-ok'),
    )
    const { store } = rt
    // The line UpDateCartQuantity-ok changed, and the quantity it set.
    const { key, quantity } = recordedCase('UpDateCartQuantity-ok').variables as {
      key: string
      quantity: number
    }
    await store.getState().updateItemQuantity(key, quantity)
    expect(readCart(rt)?.lines.find((l) => l.key === key)?.quantity).toBe(quantity)

    await store.getState().applyCoupon('WELCOME10')
    expect(readCart(rt)?.coupons.map((c) => c.code)).toEqual(['welcome10'])

    await store.getState().removeCoupon('WELCOME10')
    expect(readCart(rt)?.coupons).toEqual([])

    await store.getState().setShippingMethod('local_pickup:2')
    expect(readCart(rt)?.chosenShippingMethods).toEqual(['local_pickup:2'])
  })
})
