import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../support/test-backend'
import { findSimpleProduct } from '../support/shop-documents'
import { expectRecordedError } from '../support/recorded-cases'

const CART_WITH_ID = `query { cart { isEmpty contents { itemCount nodes { id key } } } }`
const CART_WITHOUT_ID = `query { cart { isEmpty contents { itemCount nodes { key } } } }`
const ADD_WITH_ID = `mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) {
  cart { isEmpty contents { nodes { id key } } } } }`
const ADD_LINE_WITH_ID = `mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) {
  cartItem { key id quantity } } }`

// WooGraphQL 1.0.x never resolves CartItem.id (recorded: addToCart-probe-cartitem-id, a document of our own since the
// storefront's select no id: "Cannot return null for non-nullable field SimpleCartItem.id").
describe('CartItem.id, as WooGraphQL answers it', () => {
  let shop: TestBackend
  beforeAll(async () => {
    shop = await startTestBackend({ products: 20 })
  })
  afterAll(() => shop.close())

  it('fails the cart contents with "Internal server error" at the id', async () => {
    const client = shop.client()
    const product = await findSimpleProduct(client, 1)
    await client.ok(
      `mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { isEmpty } } }`,
      {
        id: product.databaseId,
      },
    )

    const result = await client.gql(CART_WITH_ID)
    const expected = { message: 'Internal server error', path: ['cart', 'contents', 'nodes', 0, 'id'] }
    expect(result.errors).toMatchObject([expected])
    expect(result.data.cart).toMatchObject({ isEmpty: false, contents: null })

    const withoutId = await client.ok(CART_WITHOUT_ID)
    expect(withoutId.cart.contents.nodes).toHaveLength(1)
  })

  it('fails a cart mutation the same way while the change is kept', async () => {
    const client = shop.client()
    const product = await findSimpleProduct(client, 1)
    const result = await client.gql(ADD_WITH_ID, { id: product.databaseId })
    const expected = {
      message: 'Internal server error',
      path: ['addToCart', 'cart', 'contents', 'nodes', 0, 'id'],
    }
    expect(result.errors).toMatchObject([expected])
    expect(result.data.addToCart.cart).toEqual({ isEmpty: false, contents: null })

    expect((await client.ok(CART_WITHOUT_ID)).cart.contents.itemCount).toBe(1)
  })

  it('fails the added line at its id (addToCart-probe-cartitem-id)', async () => {
    const client = shop.client()
    const product = await findSimpleProduct(client, 1)
    const result = await client.gql(ADD_LINE_WITH_ID, { id: product.databaseId })
    const expected = { message: 'Internal server error', path: ['addToCart', 'cartItem', 'id'] }
    expect(result.errors).toMatchObject([expected])
    expect(result.data.addToCart).toEqual({ cartItem: null })
    expectRecordedError('addToCart-probe-cartitem-id', expected)
  })

  it('answers an empty cart without error: there is no line to resolve (getCart-no-session)', async () => {
    const result = await shop.client().gql(CART_WITH_ID)
    expect(result.errors).toBeUndefined()
    expect(result.data.cart.contents.nodes).toEqual([])
  })
})
