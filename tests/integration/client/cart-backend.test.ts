import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createQuantityTyping } from '../../../src/features/cart'
import { createShopRuntime } from '../../../src/shop/create-runtime'
import { plainMessage } from '../../../src/graphql/plain-message'
import { startTestBackend, type TestBackend } from '../../../backend/tests/support/test-backend'
import { findSimpleProduct, koboOf, naira } from '../../../backend/tests/support/shop-documents'
import { fakeEnv, readCart } from './helpers'

/**
 * The cart panel's operations from the shop runtime to the real embedded backend: the path the msw
 * tests in cart-panel.test.ts mirror. Requests are counted by operation name at the runtime's fetch.
 */

let shop: TestBackend
const sent: string[] = []

const countingFetch: typeof fetch = async (input, init) => {
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { operationName?: string }) : {}
  sent.push(body.operationName ?? '?')
  return fetch(input, init)
}

async function variationInStock() {
  const data = await shop.client().ok(
    `{ products(first: 50, where: { typeIn: [VARIABLE] }) { nodes { databaseId name ... on VariableProduct {
      variations(first: 100) { nodes { databaseId stockStatus price } } } } } }`,
  )
  for (const parent of data.products.nodes) {
    const variation = parent.variations.nodes.find(
      (v: { stockStatus: string }) => v.stockStatus === 'IN_STOCK',
    )
    if (variation) return { parent, variation }
  }
  throw new Error('The test catalogue has no variation in stock')
}

function shopRuntime() {
  return createShopRuntime({
    url: shop.backend.graphqlUrl,
    env: fakeEnv().env,
    authTokenStorage: 'cookie',
    useGetForQueries: false,
    settings: { autoOpenCart: true },
    setCartOpen: () => {},
    fetch: countingFetch,
  })
}

beforeAll(async () => {
  shop = await startTestBackend()
})
afterAll(() => shop?.close())

describe('the cart panel against the embedded backend', () => {
  it('applies and removes WELCOME10, refuses a bad code with the backend message, changes the shipping method', async () => {
    const rt = shopRuntime()
    const simple = await findSimpleProduct(shop.client())
    const { parent, variation } = await variationInStock()
    await rt.store.getState().init()
    await rt.store.getState().addToCart({ productId: simple.databaseId, quantity: 1 })
    await rt.store
      .getState()
      .addToCart({ productId: parent.databaseId, variationId: variation.databaseId, quantity: 1 })

    const before = readCart(rt)!
    expect(before.lines).toHaveLength(2)
    const variable = before.lines.find((line) => line.variationId === variation.databaseId)!
    expect(variable.unitPriceText).toBe(variation.price)
    expect(variable.variationAttributes.length).toBeGreaterThan(0)
    for (const choice of variable.variationAttributes) {
      expect(choice.label).not.toMatch(/^pa_/)
      expect(choice.value).not.toBe('')
    }
    expect(before.lines.find((line) => line.productId === simple.databaseId)?.unitPriceText).toBe(
      simple.price,
    )
    expect(before).toMatchObject({ coupons: [], discountTotal: '₦0.00', needsShipping: true })

    await rt.store.getState().applyCoupon('WELCOME10')
    const discounted = readCart(rt)!
    const subtotalKobo = before.lines.reduce(
      (sum, line) => sum + Math.round(line.unitPrice * 100) * line.quantity,
      0,
    )
    expect(discounted.coupons).toEqual([
      expect.objectContaining({ code: 'welcome10', discountAmount: naira(Math.round(subtotalKobo / 10)) }),
    ])
    expect(discounted.discountTotal).toBe(naira(Math.round(subtotalKobo / 10)))
    expect(koboOf(String(discounted.rawTotal))).toBeLessThan(koboOf(String(before.rawTotal)))

    // The message is the backend's own, word for word (as a second shopper gets it).
    const backendMessage = await shop
      .client()
      .errorOf('mutation { applyCoupon(input: { code: "NOPE" }) { applied { code } } }')
    expect(backendMessage).toMatch(/nope/i)
    // WooCommerce escapes it (`&quot;`); the shopper reads it as plain text.
    expect(backendMessage).toContain('&quot;')
    await expect(rt.store.getState().applyCoupon('NOPE')).rejects.toMatchObject({
      message: plainMessage(backendMessage ?? ''),
    })
    expect(readCart(rt)?.coupons.map((c) => c.code)).toEqual(['welcome10'])
    expect(rt.store.getState()).toMatchObject({ isUpdatingCart: false, isUpdatingCoupon: false })

    await rt.store.getState().removeCoupon('welcome10')
    expect(readCart(rt)).toMatchObject({ coupons: [], discountTotal: '₦0.00', total: before.total })

    const pickup = readCart(rt)!.shippingRates.find((rate) => rate.id.startsWith('local_pickup'))!
    await rt.store.getState().setShippingMethod(pickup.id)
    expect(readCart(rt)).toMatchObject({ chosenShippingMethods: [pickup.id], shippingTotal: '₦0.00' })
  })

  it('sends one quantity change for fast typing, and 0 removes the line', async () => {
    const rt = shopRuntime()
    const simple = await findSimpleProduct(shop.client(), 5)
    await rt.store.getState().init()
    await rt.store.getState().addToCart({ productId: simple.databaseId, quantity: 1 })
    const line = () => readCart(rt)!.lines[0]
    const refuse = vi.fn()
    const updates: Promise<void>[] = []
    const typing = createQuantityTyping({
      send: (quantity) => void updates.push(rt.store.getState().updateItemQuantity(line()!.key, quantity)),
      current: () => line()?.quantity ?? 0,
      refuse,
    })
    sent.length = 0
    typing.type('2')
    typing.type('')
    typing.type('3')
    await vi.waitFor(() => expect(sent).toEqual(['UpDateCartQuantity']))
    await Promise.all(updates)
    expect(line()).toMatchObject({ quantity: 3, subtotal: naira(koboOf(simple.rawPrice) * 3) })

    typing.type('0')
    await vi.waitFor(() => expect(updates).toHaveLength(2))
    await Promise.all(updates)
    expect(readCart(rt)).toMatchObject({ lines: [], isEmpty: true })
    expect(sent).toEqual(['UpDateCartQuantity', 'UpDateCartQuantity'])
    expect(refuse).not.toHaveBeenCalled()
  })
})
