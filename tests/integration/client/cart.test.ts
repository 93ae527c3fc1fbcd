import { delay, graphql, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { isVirtualOnly } from '../../../src/domain/shop'
import {
  cart,
  cartItem,
  errorResponse,
  fakeEnv,
  followCart,
  getCartData,
  mockBackend,
  readCart,
  runtime,
} from './helpers'

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
    const rt = await loaded()
    const { store } = rt
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
    expect(readCart(rt)?.itemCount).toBe(1)
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
    await on.store.getState().addToCart({ productId: 1, quantity: 1 })
    expect(on.setCartOpen).toHaveBeenCalledWith(true)

    const off = await loaded([], { autoOpenCart: false })
    server.use(addToCartAnswer([cartItem('a', 1)]))
    await off.store.getState().addToCart({ productId: 1, quantity: 1 })
    expect(off.setCartOpen).not.toHaveBeenCalled()
  })

  it('updates every view of the cart from a mutation result, without a refetch', async () => {
    const rt = await loaded()
    const { counts, unsubscribe } = followCart(rt)
    server.use(addToCartAnswer([cartItem('a', 3)]))
    await rt.store.getState().addToCart({ productId: 1, quantity: 3 })
    unsubscribe()
    expect(counts.at(-1)).toBe(3)
    expect(rt.getCarts()).toBe(1)
  })

  it('changes a quantity optimistically and rolls it back when the mutation fails', async () => {
    const rt = await loaded([cartItem('a', 1), cartItem('b', 2)])
    const { store } = rt
    server.use(
      graphql.mutation('UpDateCartQuantity', async () => {
        await delay(50)
        return errorResponse('Cart items identified with keys a failed to update')
      }),
    )
    const { counts, unsubscribe } = followCart(rt)
    const change = store.getState().updateItemQuantity('a', 5)
    await delay(10)
    expect(readCart(rt)?.lines.find((l) => l.key === 'a')?.quantity).toBe(5)
    expect(readCart(rt)?.itemCount).toBe(7)
    await expect(change).rejects.toMatchObject({
      message: 'Cart items identified with keys a failed to update',
    })
    await delay(10)
    unsubscribe()
    expect(readCart(rt)?.itemCount).toBe(3)
    expect(readCart(rt)?.lines.find((l) => l.key === 'a')?.quantity).toBe(1)
    expect(counts).toContain(7)
  })

  it('removes a line with quantity 0', async () => {
    const rt = await loaded([cartItem('a', 1), cartItem('b', 2)])
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
    await rt.store.getState().removeItem('a')
    expect(sent).toEqual({ key: 'a', quantity: 0 })
    expect(readCart(rt)?.lines.map((l) => l.key)).toEqual(['b'])
  })

  it('detects a virtual-only cart, which needs no shipping (needsShippingAddress false, as the backend says)', async () => {
    expect(isVirtualOnly(null)).toBe(false)
    const virtualOnly = readCart(await loaded([cartItem('a', 1, true), cartItem('b', 1, true)]))
    expect(isVirtualOnly(virtualOnly)).toBe(true)
    expect(virtualOnly?.needsShipping).toBe(false)
    const mixed = readCart(await loaded([cartItem('a', 1, true), cartItem('b', 1, false)]))
    expect(isVirtualOnly(mixed)).toBe(false)
    expect(mixed?.needsShipping).toBe(true)
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
