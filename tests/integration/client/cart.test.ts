import { delay, graphql, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { isVirtualOnly } from '../../../src/domain/shop'
import { GetCart } from '../../../src/graphql/operations'
import { cart, cartItem, errorResponse, fakeEnv, getCartData, mockBackend, runtime } from './helpers'

const server = mockBackend()

function addToCartAnswer(items: ReturnType<typeof cartItem>[]) {
  return graphql.mutation('addToCart', () =>
    HttpResponse.json({ data: { addToCart: { __typename: 'AddToCartPayload', cart: cart(items) } } }),
  )
}

async function loaded(items: ReturnType<typeof cartItem>[] = [], settings = { autoOpenCart: true }) {
  let getCarts = 0
  server.use(
    graphql.query('getCart', () => {
      getCarts++
      return HttpResponse.json({ data: getCartData({ items }) })
    }),
  )
  const faked = fakeEnv()
  const rt = runtime(faked.env, { settings })
  await rt.store.getState().init()
  return { ...rt, ...faked, getCarts: () => getCarts }
}

describe('the cart', () => {
  it('sets the updating flag when an operation starts and clears it when the cart value changes', async () => {
    const { store } = await loaded()
    server.use(
      graphql.mutation('addToCart', async () => {
        await delay(30)
        return HttpResponse.json({
          data: { addToCart: { __typename: 'AddToCartPayload', cart: cart([cartItem('a', 1)]) } },
        })
      }),
    )
    const flags: boolean[] = []
    const unsubscribe = store.subscribe((s, prev) => {
      if (s.isUpdatingCart !== prev.isUpdatingCart) flags.push(s.isUpdatingCart)
    })
    const adding = store.getState().addToCart({ productId: 1, quantity: 1 })
    expect(store.getState().isUpdatingCart).toBe(true)
    await adding
    unsubscribe()
    expect(flags).toEqual([true, false])
    expect(store.getState().cart?.itemCount).toBe(1)
  })

  it('clears the updating flag when the operation fails, and throws the message for the shopper', async () => {
    const { store } = await loaded()
    server.use(graphql.mutation('addToCart', () => errorResponse('Sorry, "Workstation" is out of stock.')))
    await expect(store.getState().addToCart({ productId: 1, quantity: 1 })).rejects.toMatchObject({
      name: 'GqlError',
      message: 'Sorry, "Workstation" is out of stock.',
    })
    expect(store.getState().isUpdatingCart).toBe(false)
  })

  it('opens the cart after add to cart when autoOpenCart is on, and not when it is off', async () => {
    const on = await loaded()
    server.use(addToCartAnswer([cartItem('a', 1)]))
    await on.facade.addToCart({ productId: 1, quantity: 1 })
    expect(on.setCartOpen).toHaveBeenCalledWith(true)

    const off = await loaded([], { autoOpenCart: false })
    server.use(addToCartAnswer([cartItem('a', 1)]))
    await off.facade.addToCart({ productId: 1, quantity: 1 })
    expect(off.setCartOpen).not.toHaveBeenCalled()
  })

  it('updates every view of the cart from a mutation result, without a refetch', async () => {
    const { store, client, getCarts } = await loaded()
    const seen: number[] = []
    const { unsubscribe } = client()
      .query(GetCart, {}, { requestPolicy: 'cache-only' })
      .subscribe((r) => r.data && seen.push(r.data.cart?.contents?.itemCount ?? -1))
    server.use(addToCartAnswer([cartItem('a', 3)]))
    await store.getState().addToCart({ productId: 1, quantity: 3 })
    unsubscribe()
    expect(seen.at(-1)).toBe(3)
    expect(getCarts()).toBe(1)
  })

  it('changes a quantity optimistically and rolls it back when the mutation fails', async () => {
    const { store } = await loaded([cartItem('a', 1), cartItem('b', 2)])
    server.use(
      graphql.mutation('UpDateCartQuantity', async () => {
        await delay(50)
        return errorResponse('Cart items identified with keys a failed to update')
      }),
    )
    const counts: number[] = []
    const unsubscribe = store.subscribe((s) => counts.push(s.cart?.itemCount ?? -1))
    const change = store.getState().updateItemQuantity('a', 5)
    await delay(10)
    expect(store.getState().cart?.lines.find((l) => l.key === 'a')?.quantity).toBe(5)
    expect(store.getState().cart?.itemCount).toBe(7)
    await expect(change).rejects.toMatchObject({
      message: 'Cart items identified with keys a failed to update',
    })
    await delay(10)
    unsubscribe()
    expect(store.getState().cart?.itemCount).toBe(3)
    expect(store.getState().cart?.lines.find((l) => l.key === 'a')?.quantity).toBe(1)
    expect(counts).toContain(7)
  })

  it('removes a line with quantity 0', async () => {
    const { store } = await loaded([cartItem('a', 1), cartItem('b', 2)])
    let sent: unknown = null
    server.use(
      graphql.mutation('UpDateCartQuantity', ({ variables }) => {
        sent = variables
        return HttpResponse.json({
          data: {
            updateItemQuantities: {
              __typename: 'UpdateItemQuantitiesPayload',
              cart: cart([cartItem('b', 2)]),
            },
          },
        })
      }),
    )
    await store.getState().removeItem('a')
    expect(sent).toEqual({ key: 'a', quantity: 0 })
    expect(store.getState().cart?.lines.map((l) => l.key)).toEqual(['b'])
  })

  it('applies and removes coupons with the coupon flag, reporting a refusal', async () => {
    const { store } = await loaded([cartItem('a', 1)])
    server.use(graphql.mutation('applyCoupon', () => errorResponse('Coupon "nope" does not exist!')))
    const applying = store.getState().applyCoupon('nope')
    expect(store.getState().isUpdatingCoupon).toBe(true)
    expect(await applying).toEqual({ success: false, error: 'Coupon "nope" does not exist!' })
    expect(store.getState().isUpdatingCoupon).toBe(false)
  })

  it('detects a virtual-only cart', async () => {
    expect(isVirtualOnly(null)).toBe(false)
    const { store } = await loaded([cartItem('a', 1, true), cartItem('b', 1, true)])
    expect(isVirtualOnly(store.getState().cart)).toBe(true)
    const mixed = await loaded([cartItem('a', 1, true), cartItem('b', 1, false)])
    expect(isVirtualOnly(mixed.store.getState().cart)).toBe(false)
  })

  it('sends queries with GET when configured, mutations always with POST', async () => {
    const methods: string[] = []
    server.use(
      graphql.query('getCart', ({ request }) => {
        methods.push(`getCart:${request.method}:${request.headers.get('accept')}`)
        return HttpResponse.json({ data: getCartData() })
      }),
      graphql.mutation('addToCart', ({ request }) => {
        methods.push(`addToCart:${request.method}`)
        return HttpResponse.json({ data: { addToCart: { __typename: 'AddToCartPayload', cart: cart() } } })
      }),
    )
    const { store } = runtime(fakeEnv().env, { useGetForQueries: true })
    await store.getState().init()
    await store.getState().addToCart({ productId: 1, quantity: 1 })
    expect(methods).toEqual([
      'getCart:GET:application/graphql-response+json, application/json',
      'addToCart:POST',
    ])
  })
})
