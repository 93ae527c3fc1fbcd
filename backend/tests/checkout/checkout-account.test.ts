import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type ShopClient, type TestBackend } from '../support/test-backend'
import { ADD_TO_CART, BILLING, checkoutInput, findSimpleProduct } from '../support/shop-documents'
import { expectRecordedError, recordedCase } from '../support/recorded-cases'

const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) {
  result order { databaseId status customer { id email } } } }`
const REGISTER = `mutation($email: String!) { registerCustomer(input: { email: $email, password: "a-password-1" }) {
  customer { id } } }`
const EMPTY_ACCOUNT = { username: '', password: '' }
const taken = (email: string) =>
  `An account is already registered with ${email}. Please log in or use a different email address.`

// WooGraphQL creates a WordPress account whenever checkout's `account` is not null, even empty.
describe('checkout’s account input, as WooGraphQL reads it', () => {
  let shop: TestBackend
  beforeAll(async () => {
    shop = await startTestBackend({ products: 20 })
  })
  afterAll(() => shop.close())

  async function checkout(client: ShopClient, email: string, account: unknown) {
    const product = await findSimpleProduct(client, 1)
    await client.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 1 } })
    return client.gql(CHECKOUT, { input: checkoutInput({ billing: { ...BILLING, email }, account }) })
  }

  it('an empty account still creates one; the next order with that email is refused (Checkout-guest-cod-ok, Checkout-guest-same-email-again)', async () => {
    const email = 'first-time@example.com'
    const guest = shop.client()
    const placed = await checkout(guest, email, EMPTY_ACCOUNT)
    expect(placed.errors).toBeUndefined()
    expect(placed.data.checkout).toMatchObject({
      result: 'success',
      order: { status: 'PROCESSING', customer: null },
    })
    // The placing session still lists it among its orders (getOrders-guest-session).
    const mine = await guest.ok(`{ customer { orders { nodes { databaseId } } } }`)
    expect(mine.customer.orders.nodes).toEqual([{ databaseId: placed.data.checkout.order.databaseId }])

    const again = await checkout(shop.client(), email, EMPTY_ACCOUNT)
    const expected = { message: taken(email), path: ['checkout'] }
    expect(again.errors).toMatchObject([expected])
    expect(again.data).toEqual({ checkout: null })
    // The recorded refusal names the recorder's own email.
    const recorded = recordedCase('Checkout-guest-same-email-again')
    const recordedEmail = (recorded.variables as { billing: { email: string } }).billing.email
    expectRecordedError('Checkout-guest-same-email-again', {
      message: taken(recordedEmail),
      path: ['checkout'],
    })
    expect(await shop.client().errorOf(REGISTER, { email })).toBe(taken(email))
  })

  it('account: null checks out as a guest and creates no account (Checkout-guest-account-null)', async () => {
    const email = 'just-a-guest@example.com'
    for (const account of [null, undefined]) {
      const placed = await checkout(shop.client(), email, account)
      expect(placed.errors).toBeUndefined()
      expect(placed.data.checkout.order.customer).toBeNull()
    }
    expect((await shop.client().ok(REGISTER, { email })).registerCustomer.customer.id).toBeTruthy()
    // A guest may order with a registered email as long as no account is asked for.
    expect((await checkout(shop.client(), email, null)).errors).toBeUndefined()
  })

  it('the account made from an empty input has no usable empty password', async () => {
    const email = 'no-password@example.com'
    expect((await checkout(shop.client(), email, EMPTY_ACCOUNT)).errors).toBeUndefined()
    const login = await shop
      .client()
      .gql(
        `mutation { login(input: { provider: PASSWORD, credentials: { username: "${email}", password: "" } }) { authToken } }`,
      )
    expect(login.errors?.[0]?.message).toBeTruthy()
    expect(login.data.login).toBeNull()
  })
})
