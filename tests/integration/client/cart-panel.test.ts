import { delay, graphql } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createQuantityTyping, parseQuantity } from '../../../src/features/cart'
import { answerAsRecorded } from '../../support/recorded-handler'
import {
  fakeEnv,
  MINI_PC,
  mockBackend,
  MOUSE,
  readCart,
  recordedCartMutation,
  recordedData,
  replayed,
  runtime,
  TOWER,
  typedAnswer,
} from './helpers'

/**
 * The cart panel's operations against msw: coupons, shipping method, typed quantities. Every answer below is a
 * real WooCommerce's, recorded on the same guest cart (named at each handler): the mouse (two), the studio tower
 * and a Mini PC variation in it, Lagos rates. cart-backend.test.ts runs the same path against the embedded backend.
 */

const server = mockBackend()

/** The guest cart after UpDateCartQuantity-ok (mouse 2, studio tower 1, Mini PC 1; flat rate, no coupon). */
const CART_NOW = 'UpDateCartQuantity-ok'

/** The id of the Mini PC line's variation, as recorded. */
const MINI_PC_VARIATION: number = recordedData(CART_NOW).updateItemQuantities.cart.contents.nodes.find(
  (node: { key: string }) => node.key === MINI_PC,
).variation.node.databaseId

/**
 * getCart answering with the session's cart as it stood (getCart-no-session's data, its cart replaced by
 * CART_NOW's: getCart was not recorded at that point); `change` edits that cart where a test says so.
 */
async function loaded(change?: (cart: ReturnType<typeof recordedData>) => void) {
  server.use(
    graphql.query('getCart', ({ query, variables }) => {
      const data = recordedData('getCart-no-session')
      data.cart = recordedData(CART_NOW).updateItemQuantities.cart
      change?.(data.cart)
      return typedAnswer('getCart-no-session', { query, variables }, data, {
        headers: { 'woocommerce-session': 's' },
      })
    }),
  )
  const faked = fakeEnv()
  const rt = runtime(faked.env)
  await rt.store.getState().init()
  return rt
}

describe('the cart panel: lines', () => {
  it('maps each line with its variation attributes, unit price and subtotal as the backend formats them', async () => {
    const cart = readCart(await loaded())!
    const [mouse, tower, miniPc] = cart.lines
    expect(mouse).toMatchObject({
      key: MOUSE,
      name: 'Wireless Precision Mouse',
      quantity: 2,
      variationAttributes: [],
      unitPriceText: '₦45,000.00',
      subtotal: '₦90,000.00',
      image: { src: expect.stringContaining('/wireless-precision-mouse-150x150.jpg') },
    })
    expect(tower).toMatchObject({ key: TOWER, name: 'Titan Custom Studio Tower', subtotal: '₦6,200,000.00' })
    expect(miniPc).toMatchObject({
      key: MINI_PC,
      name: 'Forge Titan Mini PC',
      variationId: MINI_PC_VARIATION,
      // A global attribute's term slug (silver, 64gb) reads as its name.
      variationAttributes: [
        { label: 'Color', value: 'Silver' },
        { label: 'RAM', value: '64GB' },
      ],
      variationLabel: 'Color: Silver, RAM: 64GB',
      unitPriceText: '₦1,700,000.00',
      subtotal: '₦1,700,000.00',
      image: { src: expect.stringContaining('/forge-titan-mini-pc-150x150.jpg') },
    })
    expect(cart).toMatchObject({
      subtotal: '₦7,990,000.00',
      discountTotal: '₦0.00',
      shippingTotal: '₦3,500.00',
      totalTax: '₦599,512.50',
      total: '₦8,593,012.50',
      needsShipping: true,
      chosenShippingMethods: ['flat_rate:1'],
    })
    expect(cart.shippingRates.map((r) => r.id)).toEqual(['flat_rate:1', 'local_pickup:2'])
  })

  it("reads a local attribute's value as typed", async () => {
    // No recorded product has a local (product-level) attribute: the recorded pa_ram made a local RAM typed 16GB.
    const cart = readCart(
      await loaded((cart) => {
        Object.assign(cart.contents.nodes[2].variation.attributes[1], { name: 'RAM', value: '16GB' })
      }),
    )!
    expect(cart.lines[2]?.variationAttributes).toEqual([
      { label: 'Color', value: 'Silver' },
      { label: 'RAM', value: '16GB' },
    ])
  })
})

describe('the cart panel: coupons', () => {
  it('applies a coupon: the discount and the new totals come from the cart the backend answers with', async () => {
    const rt = await loaded()
    let sent: unknown
    server.use(
      graphql.mutation('applyCoupon', ({ variables }) => {
        sent = variables
      }),
      replayed('applyCoupon-ok'),
    )
    const applying = rt.store.getState().applyCoupon('  WELCOME10 ')
    expect(rt.store.getState()).toMatchObject({ isUpdatingCart: true, isUpdatingCoupon: true })
    await applying
    expect(sent).toEqual({ code: 'WELCOME10' })
    expect(rt.store.getState()).toMatchObject({ isUpdatingCart: false, isUpdatingCoupon: false })
    expect(readCart(rt)).toMatchObject({
      coupons: [{ code: 'welcome10', discountAmount: '₦799,000.00', discountTax: '₦59,925.00' }],
      discountTotal: '₦799,000.00',
      total: '₦7,734,087.50',
    })
  })

  it("refuses a bad code with the backend's message and leaves the cart as it was", async () => {
    const rt = await loaded()
    server.use(answerAsRecorded('applyCoupon-invalid'))
    await expect(rt.store.getState().applyCoupon('NOPE-NOT-A-COUPON')).rejects.toMatchObject({
      name: 'GqlError',
      message: 'Coupon "nope-not-a-coupon" cannot be applied because it does not exist.',
    })
    expect(rt.store.getState()).toMatchObject({ isUpdatingCart: false, isUpdatingCoupon: false })
    expect(readCart(rt)).toMatchObject({ coupons: [], total: '₦8,593,012.50' })
  })

  it('removes an applied coupon by its code', async () => {
    const rt = await loaded()
    let sent: unknown
    server.use(
      replayed('applyCoupon-ok'),
      graphql.mutation('removeCoupons', ({ variables }) => {
        sent = variables
      }),
      replayed('removeCoupons-ok'),
    )
    await rt.store.getState().applyCoupon('WELCOME10')
    await rt.store.getState().removeCoupon('welcome10')
    expect(sent).toEqual({ codes: ['welcome10'] })
    expect(readCart(rt)).toMatchObject({ coupons: [], discountTotal: '₦0.00', total: '₦8,593,012.50' })
  })
})

describe('the cart panel: shipping method', () => {
  it('sends ChangeShippingMethod with the chosen rate and shows the totals the backend answers with', async () => {
    const rt = await loaded()
    let sent: unknown
    server.use(
      graphql.mutation('ChangeShippingMethod', async ({ query, variables }) => {
        sent = variables
        await delay(20)
        return typedAnswer('ChangeShippingMethod-ok', { query, variables })
      }),
    )
    const choosing = rt.store.getState().setShippingMethod('local_pickup:2')
    expect(rt.store.getState().isUpdatingCart).toBe(true)
    await choosing
    expect(sent).toEqual({ shippingMethods: ['local_pickup:2'] })
    expect(rt.store.getState().isUpdatingCart).toBe(false)
    expect(readCart(rt)).toMatchObject({
      chosenShippingMethods: ['local_pickup:2'],
      shippingTotal: '₦0.00',
      total: '₦8,589,250.00',
    })
  })
})

describe('the cart panel: reading a typed quantity', () => {
  it('reads a whole number from 0 to 9999 and nothing else', () => {
    expect(parseQuantity(' 12 ')).toEqual({ ok: true, quantity: 12 })
    expect(parseQuantity('0')).toEqual({ ok: true, quantity: 0 })
    expect(parseQuantity('')).toEqual({ ok: false, empty: true })
    for (const bad of ['-1', '1.5', '2e3', 'abc', '10000', '0x10', '１２'])
      expect(parseQuantity(bad), bad).toEqual({ ok: false, empty: false })
  })
})

describe('the cart panel: typing a quantity', () => {
  it('sends one UpDateCartQuantity for fast typing, with the last value typed', async () => {
    const rt = await loaded()
    const sent: unknown[] = []
    server.use(
      graphql.mutation('UpDateCartQuantity', ({ variables }) => void sent.push(variables) as never),
      // UpDateCartQuantity-ok with the mouse's quantity 12: the quantity typed.
      recordedCartMutation(CART_NOW, [
        { key: MOUSE, quantity: 12 },
        { key: TOWER, quantity: 1 },
        { key: MINI_PC, quantity: 1 },
      ]),
    )
    const line = () => readCart(rt)!.lines[0]!
    const refuse = vi.fn()
    const typing = createQuantityTyping({
      send: (quantity) => void rt.store.getState().updateItemQuantity(line().key, quantity),
      current: () => line().quantity,
      refuse,
    })
    for (const text of ['', '1', '12']) {
      typing.type(text)
      await delay(30)
    }
    expect(sent).toEqual([])
    await delay(150)
    expect(sent).toEqual([{ key: MOUSE, quantity: 12 }])
    await vi.waitFor(() => expect(line().quantity).toBe(12))
    // The same number again sends nothing.
    typing.type('12')
    await delay(150)
    expect(sent).toHaveLength(1)
    expect(refuse).not.toHaveBeenCalled()
  })

  it('refuses what is no quantity without sending anything; an empty field only when it is left', async () => {
    const rt = await loaded()
    const sent: unknown[] = []
    server.use(graphql.mutation('UpDateCartQuantity', ({ variables }) => void sent.push(variables) as never))
    const refuse = vi.fn()
    const typing = createQuantityTyping({
      send: (quantity) => void rt.store.getState().updateItemQuantity(MOUSE, quantity),
      current: () => 1,
      refuse,
    })
    typing.type('-3')
    await delay(150)
    expect(refuse).toHaveBeenCalledTimes(1)
    typing.type('')
    await delay(150)
    expect(refuse).toHaveBeenCalledTimes(1)
    typing.flush()
    expect(refuse).toHaveBeenCalledTimes(2)
    typing.type('2.5')
    typing.flush()
    expect(refuse).toHaveBeenCalledTimes(3)
    expect(sent).toEqual([])
  })

  it('removes the line when 0 is typed', async () => {
    const rt = await loaded()
    const sent: unknown[] = []
    server.use(
      graphql.mutation('UpDateCartQuantity', ({ variables }) => void sent.push(variables) as never),
      // UpDateCartQuantity-ok without the mouse: the line removed.
      recordedCartMutation(CART_NOW, [
        { key: TOWER, quantity: 1 },
        { key: MINI_PC, quantity: 1 },
      ]),
    )
    const typing = createQuantityTyping({
      send: (quantity) => void rt.store.getState().updateItemQuantity(MOUSE, quantity),
      current: () => 1,
      refuse: () => {},
    })
    typing.type('0')
    await delay(150)
    expect(sent).toEqual([{ key: MOUSE, quantity: 0 }])
    await vi.waitFor(() => expect(readCart(rt)?.lines.map((l) => l.key)).toEqual([TOWER, MINI_PC]))
  })
})
