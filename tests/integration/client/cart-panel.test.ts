import { delay, graphql, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createQuantityTyping, parseQuantity } from '../../../src/features/cart'
import { fakeEnv, getCartData, mockBackend, readCart, runtime } from './helpers'

/**
 * The cart panel's operations against msw: coupons, shipping method, typed quantities. Every answer
 * below is what the embedded backend sends for the same operation (recorded from it: a calibrator and
 * a Canvas Book variation in the cart, Lagos rates); cart-backend.test.ts runs the same path against it.
 */

const server = mockBackend()

const SIMPLE_KEY = '8caecc9f811429313343e038ea6a8ebe'
const VARIABLE_KEY = '8c4d56399386d2bbc85518eff13740bd'

const image = (id: string, product: number, alt: string) => ({
  id,
  sourceUrl: `http://127.0.0.1:4517/wp-content/uploads/p/${product}-1-150x150.jpg`,
  altText: alt,
  __typename: 'MediaItem',
})

const rate = (id: string, label: string, cost: string) => ({ id, label, cost, __typename: 'ShippingRate' })

const WELCOME10 = {
  code: 'welcome10',
  description: '10% off your first order',
  discountTax: '₦32,846.25',
  discountAmount: '₦437,950.00',
  __typename: 'AppliedCoupon',
}

type State = 'plain' | 'welcome10' | 'pickup' | 'twelve' | 'removed'

/** The backend's figures for each state of the two-line cart (Lagos, flat rate unless pickup). */
const FIGURES: Record<
  State,
  { total: string; raw: string; subtotal: string; tax: string; discount: string; shipping: string }
> = {
  plain: {
    total: '₦4,711,725.00',
    raw: '4711725',
    subtotal: '₦4,379,500.00',
    tax: '₦328,725.00',
    discount: '₦0.00',
    shipping: '₦3,500.00',
  },
  welcome10: {
    total: '₦4,240,928.75',
    raw: '4240928.75',
    subtotal: '₦4,379,500.00',
    tax: '₦295,878.75',
    discount: '₦437,950.00',
    shipping: '₦3,500.00',
  },
  pickup: {
    total: '₦4,707,962.50',
    raw: '4707962.5',
    subtotal: '₦4,379,500.00',
    tax: '₦328,462.50',
    discount: '₦0.00',
    shipping: '₦0.00',
  },
  twelve: {
    total: '₦8,489,812.50',
    raw: '8489812.5',
    subtotal: '₦7,894,000.00',
    tax: '₦592,312.50',
    discount: '₦0.00',
    shipping: '₦3,500.00',
  },
  removed: {
    total: '₦4,368,262.50',
    raw: '4368262.5',
    subtotal: '₦4,060,000.00',
    tax: '₦304,762.50',
    discount: '₦0.00',
    shipping: '₦3,500.00',
  },
}

function simpleLine(state: State) {
  const quantity = state === 'twelve' ? 12 : 1
  const subtotal = state === 'twelve' ? ['₦3,834,000.00', '3834000'] : ['₦319,500.00', '319500']
  return {
    id: SIMPLE_KEY,
    key: SIMPLE_KEY,
    quantity,
    total: state === 'welcome10' ? '₦287,550.00' : subtotal[0],
    subtotal: subtotal[0],
    rawSubtotal: subtotal[1],
    product: {
      node: {
        __typename: 'SimpleProduct',
        id: 'cG9zdDoyMTk=',
        databaseId: 219,
        name: 'Stylus Colour Calibrator 135A',
        slug: 'stylus-colour-calibrator-135a-219',
        type: 'SIMPLE',
        virtual: false,
        image: image('cG9zdDoxMDAwMDIxOTE=', 219, 'Stylus Colour Calibrator 135A'),
      },
      __typename: 'CartItemToProductConnectionEdge',
    },
    variation: null,
    __typename: 'SimpleCartItem',
  }
}

function variableLine(state: State) {
  return {
    id: VARIABLE_KEY,
    key: VARIABLE_KEY,
    quantity: 2,
    total: state === 'welcome10' ? '₦3,654,000.00' : '₦4,060,000.00',
    subtotal: '₦4,060,000.00',
    rawSubtotal: '4060000',
    product: {
      node: {
        __typename: 'VariableProduct',
        id: 'cG9zdDoyMjU=',
        databaseId: 225,
        name: 'Canvas Book 16 138A',
        slug: 'canvas-book-16-138a-225',
        type: 'VARIABLE',
        virtual: false,
        image: image('cG9zdDoxMDAwMDIyNTE=', 225, 'Canvas Book 16 138A'),
      },
      __typename: 'CartItemToProductConnectionEdge',
    },
    variation: {
      attributes: [
        {
          id: 'VmFyaWF0aW9uQXR0cmlidXRlOjIyNXx8cGFfY29sb3J8fHNpbHZlcg==',
          name: 'pa_color',
          label: 'Color',
          value: 'silver',
          __typename: 'VariationAttribute',
        },
        {
          id: 'VmFyaWF0aW9uQXR0cmlidXRlOjIyNXx8UkFNfHwxNkdC',
          name: 'RAM',
          label: 'RAM',
          value: '16GB',
          __typename: 'VariationAttribute',
        },
      ],
      node: {
        __typename: 'SimpleProductVariation',
        id: 'cG9zdDoyMjY=',
        databaseId: 226,
        name: 'Canvas Book 16 138A - Silver, 16GB',
        virtual: false,
        price: '₦2,030,000.00',
        image: image('cG9zdDoxMDAwMDIyNjE=', 226, 'Canvas Book 16 138A - Silver, 16GB'),
      },
      __typename: 'CartItemToProductVariationConnectionEdge',
    },
    __typename: 'SimpleCartItem',
  }
}

/** The backend's cart in one of its states (a calibrator and two Canvas Books, unless changed). */
function wireCart(state: State = 'plain') {
  const figures = FIGURES[state]
  const nodes = state === 'removed' ? [variableLine(state)] : [simpleLine(state), variableLine(state)]
  return {
    total: figures.total,
    rawTotal: figures.raw,
    subtotal: figures.subtotal,
    totalTax: figures.tax,
    discountTotal: figures.discount,
    shippingTotal: figures.shipping,
    chosenShippingMethods: [state === 'pickup' ? 'local_pickup:3' : 'flat_rate:1'],
    isEmpty: false,
    needsShippingAddress: true,
    availableShippingMethods: [
      {
        rates: [
          rate('flat_rate:1', 'Flat rate', '₦3,500.00'),
          rate('free_shipping:2', 'Free shipping', '₦0.00'),
          rate('local_pickup:3', 'Local pickup', '₦0.00'),
        ],
        __typename: 'ShippingPackage',
      },
    ],
    appliedCoupons: state === 'welcome10' ? [WELCOME10] : [],
    contents: {
      itemCount: nodes.reduce((n, node) => n + node.quantity, 0),
      productCount: nodes.length,
      nodes,
      __typename: 'CartToCartItemConnection',
    },
    __typename: 'Cart',
  }
}

/** A refusal as the backend words it: the message, its location and path, and a null payload. */
function refusal(field: string, message: string): never {
  return HttpResponse.json({
    errors: [{ message, locations: [{ line: 2, column: 3 }], path: [field] }],
    data: { [field]: null },
  }) as never
}

async function loaded() {
  server.use(
    graphql.query('getCart', () =>
      HttpResponse.json(
        { data: { ...getCartData(), cart: wireCart() } },
        { headers: { 'woocommerce-session': 's' } },
      ),
    ),
  )
  const faked = fakeEnv()
  const rt = runtime(faked.env)
  await rt.store.getState().init()
  return rt
}

describe('the cart panel: lines', () => {
  it('maps each line with its variation attributes, unit price and subtotal as the backend formats them', async () => {
    const cart = readCart(await loaded())!
    const [simple, variable] = cart.lines
    expect(simple).toMatchObject({
      name: 'Stylus Colour Calibrator 135A',
      variationAttributes: [],
      unitPriceText: '₦319,500.00',
      subtotal: '₦319,500.00',
      image: { src: expect.stringContaining('/p/219-1-150x150.jpg') },
    })
    expect(variable).toMatchObject({
      name: 'Canvas Book 16 138A',
      variationId: 226,
      // A global attribute's term slug reads as its name; a local attribute's value as typed.
      variationAttributes: [
        { label: 'Color', value: 'Silver' },
        { label: 'RAM', value: '16GB' },
      ],
      variationLabel: 'Color: Silver, RAM: 16GB',
      unitPriceText: '₦2,030,000.00',
      subtotal: '₦4,060,000.00',
      image: { src: expect.stringContaining('/p/226-1-150x150.jpg') },
    })
    expect(cart).toMatchObject({
      subtotal: '₦4,379,500.00',
      discountTotal: '₦0.00',
      shippingTotal: '₦3,500.00',
      totalTax: '₦328,725.00',
      total: '₦4,711,725.00',
      needsShipping: true,
      chosenShippingMethods: ['flat_rate:1'],
    })
    expect(cart.shippingRates.map((r) => r.id)).toEqual(['flat_rate:1', 'free_shipping:2', 'local_pickup:3'])
  })
})

describe('the cart panel: coupons', () => {
  it('applies a coupon: the discount and the new totals come from the cart the backend answers with', async () => {
    const rt = await loaded()
    let sent: unknown
    server.use(
      graphql.mutation('applyCoupon', ({ variables }) => {
        sent = variables
        return HttpResponse.json({
          data: {
            applyCoupon: {
              applied: WELCOME10,
              cart: wireCart('welcome10'),
              __typename: 'ApplyCouponPayload',
            },
          },
        })
      }),
    )
    const applying = rt.store.getState().applyCoupon('  WELCOME10 ')
    expect(rt.store.getState()).toMatchObject({ isUpdatingCart: true, isUpdatingCoupon: true })
    await applying
    expect(sent).toEqual({ code: 'WELCOME10' })
    expect(rt.store.getState()).toMatchObject({ isUpdatingCart: false, isUpdatingCoupon: false })
    expect(readCart(rt)).toMatchObject({
      coupons: [{ code: 'welcome10', discountAmount: '₦437,950.00', discountTax: '₦32,846.25' }],
      discountTotal: '₦437,950.00',
      total: '₦4,240,928.75',
    })
  })

  it("refuses a bad code with the backend's message and leaves the cart as it was", async () => {
    const rt = await loaded()
    server.use(graphql.mutation('applyCoupon', () => refusal('applyCoupon', 'Coupon "nope" does not exist!')))
    await expect(rt.store.getState().applyCoupon('NOPE')).rejects.toMatchObject({
      name: 'GqlError',
      message: 'Coupon "nope" does not exist!',
    })
    expect(rt.store.getState()).toMatchObject({ isUpdatingCart: false, isUpdatingCoupon: false })
    expect(readCart(rt)).toMatchObject({ coupons: [], total: '₦4,711,725.00' })
  })

  it('removes an applied coupon by its code', async () => {
    const rt = await loaded()
    let sent: unknown
    server.use(
      graphql.mutation('applyCoupon', () =>
        HttpResponse.json({
          data: {
            applyCoupon: {
              applied: WELCOME10,
              cart: wireCart('welcome10'),
              __typename: 'ApplyCouponPayload',
            },
          },
        }),
      ),
      graphql.mutation('removeCoupons', ({ variables }) => {
        sent = variables
        return HttpResponse.json({
          data: { removeCoupons: { cart: wireCart('plain'), __typename: 'RemoveCouponsPayload' } },
        })
      }),
    )
    await rt.store.getState().applyCoupon('WELCOME10')
    await rt.store.getState().removeCoupon('welcome10')
    expect(sent).toEqual({ codes: ['welcome10'] })
    expect(readCart(rt)).toMatchObject({ coupons: [], discountTotal: '₦0.00', total: '₦4,711,725.00' })
  })
})

describe('the cart panel: shipping method', () => {
  it('sends ChangeShippingMethod with the chosen rate and shows the totals the backend answers with', async () => {
    const rt = await loaded()
    let sent: unknown
    server.use(
      graphql.mutation('ChangeShippingMethod', async ({ variables }) => {
        sent = variables
        await delay(20)
        return HttpResponse.json({
          data: {
            updateShippingMethod: { cart: wireCart('pickup'), __typename: 'UpdateShippingMethodPayload' },
          },
        })
      }),
    )
    const choosing = rt.store.getState().setShippingMethod('local_pickup:3')
    expect(rt.store.getState().isUpdatingCart).toBe(true)
    await choosing
    expect(sent).toEqual({ shippingMethods: ['local_pickup:3'] })
    expect(rt.store.getState().isUpdatingCart).toBe(false)
    expect(readCart(rt)).toMatchObject({
      chosenShippingMethods: ['local_pickup:3'],
      shippingTotal: '₦0.00',
      total: '₦4,707,962.50',
    })
  })
})

describe('the cart panel: typing a quantity', () => {
  it('reads a whole number from 0 to 9999 and nothing else', () => {
    expect(parseQuantity(' 12 ')).toEqual({ ok: true, quantity: 12 })
    expect(parseQuantity('0')).toEqual({ ok: true, quantity: 0 })
    expect(parseQuantity('')).toEqual({ ok: false, empty: true })
    for (const bad of ['-1', '1.5', '2e3', 'abc', '10000', '0x10', '１２'])
      expect(parseQuantity(bad), bad).toEqual({ ok: false, empty: false })
  })

  it('sends one UpDateCartQuantity for fast typing, with the last value typed', async () => {
    const rt = await loaded()
    const sent: unknown[] = []
    server.use(
      graphql.mutation('UpDateCartQuantity', ({ variables }) => {
        sent.push(variables)
        return HttpResponse.json({
          data: {
            updateItemQuantities: { cart: wireCart('twelve'), __typename: 'UpdateItemQuantitiesPayload' },
          },
        })
      }),
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
    expect(sent).toEqual([{ key: SIMPLE_KEY, quantity: 12 }])
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
      send: (quantity) => void rt.store.getState().updateItemQuantity(SIMPLE_KEY, quantity),
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
      graphql.mutation('UpDateCartQuantity', ({ variables }) => {
        sent.push(variables)
        return HttpResponse.json({
          data: {
            updateItemQuantities: { cart: wireCart('removed'), __typename: 'UpdateItemQuantitiesPayload' },
          },
        })
      }),
    )
    const typing = createQuantityTyping({
      send: (quantity) => void rt.store.getState().updateItemQuantity(SIMPLE_KEY, quantity),
      current: () => 1,
      refuse: () => {},
    })
    typing.type('0')
    await delay(150)
    expect(sent).toEqual([{ key: SIMPLE_KEY, quantity: 0 }])
    await vi.waitFor(() => expect(readCart(rt)?.lines.map((l) => l.key)).toEqual([VARIABLE_KEY]))
  })
})
