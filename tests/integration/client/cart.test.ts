import { delay, graphql, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { isVirtualOnly } from '../../../src/domain/shop'
import { recordedCase } from '../../support/recorded-cases'
import { answerAsRecorded } from '../../support/recorded-handler'
import {
  fakeEnv,
  followCart,
  mockBackend,
  MOUSE,
  readCart,
  recordedCartMutation,
  recordedGetCart,
  replayed,
  runtime,
  TOWER,
  typedAnswer,
  type LineWanted,
} from './helpers'

/**
 * The cart's operations, the backend answering as a real WooCommerce did (recorded cases, named at each handler;
 * a variation says which fields it changes). The embedded backend's path: cart-backend.test.ts.
 */
const server = mockBackend()

const ADDED = 'addToCart-simple-ok' // the Wireless Precision Mouse (MOUSE), one, in a new guest session
/** The product a recorded addToCart case was sent for: a test adding it gets that case's answer. */
const productOf = (caseName: string) =>
  (recordedCase(caseName).variables as { input: { productId: number } }).input.productId

async function loaded(lines: LineWanted[] = [], settings = { autoOpenCart: true }) {
  let getCarts = 0
  server.use(
    // getCart-no-session, its cart holding `lines` (recordedCart).
    recordedGetCart(() => {
      getCarts++
      return { lines }
    }),
  )
  const faked = fakeEnv()
  const rt = runtime(faked.env, { settings })
  await rt.store.getState().init()
  return { ...rt, ...faked, getCarts: () => getCarts }
}

describe('the cart', () => {
  it('sets the updating flag when an operation starts and clears it when the cart value changes', async () => {
    const rt = await loaded()
    const { store } = rt
    server.use(
      graphql.mutation('addToCart', async ({ query, variables }) => {
        await delay(30)
        return typedAnswer(ADDED, { query, variables })
      }),
    )
    const flags: boolean[] = []
    const unsubscribe = store.subscribe((s, prev) => {
      if (s.isUpdatingCart !== prev.isUpdatingCart) flags.push(s.isUpdatingCart)
    })
    const adding = store.getState().addToCart({ productId: productOf(ADDED), quantity: 1 })
    expect(store.getState().isUpdatingCart).toBe(true)
    await adding
    unsubscribe()
    expect(flags).toEqual([true, false])
    expect(readCart(rt)?.itemCount).toBe(1)
  })

  it('clears the updating flag when the operation fails, and throws the message for the shopper', async () => {
    const { store } = await loaded()
    server.use(answerAsRecorded('addToCart-out-of-stock'))
    await expect(
      store.getState().addToCart({ productId: productOf('addToCart-out-of-stock'), quantity: 1 }),
    ).rejects.toMatchObject({
      name: 'GqlError',
      message: 'You cannot add "Forge Studio Desktop i9" to the cart because the product is out of stock.',
    })
    expect(store.getState().isUpdatingCart).toBe(false)
  })

  it('opens the cart after add to cart when autoOpenCart is on, and not when it is off', async () => {
    const on = await loaded()
    server.use(replayed(ADDED))
    await on.store.getState().addToCart({ productId: productOf(ADDED), quantity: 1 })
    expect(on.setCartOpen).toHaveBeenCalledWith(true)

    const off = await loaded([], { autoOpenCart: false })
    server.use(replayed(ADDED))
    await off.store.getState().addToCart({ productId: productOf(ADDED), quantity: 1 })
    expect(off.setCartOpen).not.toHaveBeenCalled()
  })

  it('updates every view of the cart from a mutation result, without a refetch', async () => {
    const rt = await loaded()
    const { counts, unsubscribe } = followCart(rt)
    // ADDED with the mouse's quantity 3: the test adds three.
    server.use(recordedCartMutation(ADDED, [{ key: MOUSE, quantity: 3 }]))
    await rt.store.getState().addToCart({ productId: productOf(ADDED), quantity: 3 })
    unsubscribe()
    expect(counts.at(-1)).toBe(3)
    expect(rt.getCarts()).toBe(1)
  })

  it('changes a quantity optimistically and rolls it back when the mutation fails', async () => {
    const rt = await loaded([
      { key: MOUSE, quantity: 1 },
      { key: TOWER, quantity: 2 },
    ])
    const { store } = rt
    server.use(
      graphql.mutation('UpDateCartQuantity', async () => {
        await delay(50)
        // A refused quantity change as recorded: "Internal server error", no cart.
        return HttpResponse.json(recordedCase('UpDateCartQuantity-unknown-key').body as never)
      }),
    )
    const { counts, unsubscribe } = followCart(rt)
    const change = store.getState().updateItemQuantity(MOUSE, 5)
    await delay(10)
    expect(readCart(rt)?.lines.find((l) => l.key === MOUSE)?.quantity).toBe(5)
    expect(readCart(rt)?.itemCount).toBe(7)
    await expect(change).rejects.toMatchObject({
      message: 'Something went wrong',
      messages: ['Internal server error'],
    })
    await delay(10)
    unsubscribe()
    expect(readCart(rt)?.itemCount).toBe(3)
    expect(readCart(rt)?.lines.find((l) => l.key === MOUSE)?.quantity).toBe(1)
    expect(counts).toContain(7)
  })

  it('removes a line with quantity 0', async () => {
    const rt = await loaded([
      { key: MOUSE, quantity: 1 },
      { key: TOWER, quantity: 2 },
    ])
    let sent: unknown = null
    // UpDateCartQuantity-ok's answer holding only the studio tower, two: the mouse removed.
    const answer = recordedCartMutation('UpDateCartQuantity-ok', [{ key: TOWER, quantity: 2 }])
    server.use(
      graphql.mutation('UpDateCartQuantity', ({ variables }) => {
        sent = variables
      }),
      answer,
    )
    await rt.store.getState().removeItem(MOUSE)
    expect(sent).toEqual({ key: MOUSE, quantity: 0 })
    expect(readCart(rt)?.lines.map((l) => l.key)).toEqual([TOWER])
  })

  it('detects a virtual-only cart, which needs no shipping (needsShippingAddress false, as the backend says)', async () => {
    expect(isVirtualOnly(null)).toBe(false)
    // No recorded cart holds a virtual product: the recorded lines marked virtual, needsShippingAddress derived.
    const virtualOnly = readCart(
      await loaded([
        { key: MOUSE, quantity: 1, virtual: true },
        { key: TOWER, quantity: 1, virtual: true },
      ]),
    )
    expect(isVirtualOnly(virtualOnly)).toBe(true)
    expect(virtualOnly?.needsShipping).toBe(false)
    const mixed = readCart(
      await loaded([
        { key: MOUSE, quantity: 1, virtual: true },
        { key: TOWER, quantity: 1, virtual: false },
      ]),
    )
    expect(isVirtualOnly(mixed)).toBe(false)
    expect(mixed?.needsShipping).toBe(true)
  })

  it('sends queries with GET when configured, mutations always with POST', async () => {
    const methods: string[] = []
    server.use(
      graphql.query('getCart', ({ request }) => {
        methods.push(`getCart:${request.method}:${request.headers.get('accept')}`)
      }),
      graphql.mutation('addToCart', ({ request }) => {
        methods.push(`addToCart:${request.method}`)
      }),
      recordedGetCart(),
      replayed(ADDED),
    )
    const { store } = runtime(fakeEnv().env, { useGetForQueries: true })
    await store.getState().init()
    await store.getState().addToCart({ productId: productOf(ADDED), quantity: 1 })
    expect(methods).toEqual([
      'getCart:GET:application/graphql-response+json, application/json',
      'addToCart:POST',
    ])
  })
})
