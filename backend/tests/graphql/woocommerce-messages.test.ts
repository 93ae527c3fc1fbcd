import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGIN, startTestBackend, type TestBackend } from '../support/test-backend'
import { ADD_TO_CART, findSimpleProduct } from '../support/shop-documents'
import { expectRecordedError, recordedError } from '../support/recorded-cases'

const APPLY = `mutation($code: String!) { applyCoupon(input: { code: $code }) { applied { code } } }`
const SHIPPING = `mutation($methods: [String]) { updateShippingMethod(input: { shippingMethods: $methods }) {
  cart { chosenShippingMethods } } }`
const RESET_MAIL = `mutation($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }`

// Texts exactly as a real WooCommerce 10 / WooGraphQL / WPGraphQL answers them, HTML entities included.
describe('refusals in WooCommerce’s words', () => {
  let shop: TestBackend
  beforeAll(async () => {
    shop = await startTestBackend({ products: 20 })
  })
  afterAll(() => shop.close())

  it('an unknown coupon and a repeated one (applyCoupon-invalid, applyCoupon-twice, applyCoupon-lowercase)', async () => {
    const client = shop.client()
    const product = await findSimpleProduct(client, 1)
    await client.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 1 } })
    const unknown = {
      message: 'Coupon &quot;nope-not-a-coupon&quot; cannot be applied because it does not exist.',
      path: ['applyCoupon'],
    }
    expect((await client.gql(APPLY, { code: 'NOPE-NOT-A-COUPON' })).errors).toMatchObject([unknown])
    expectRecordedError('applyCoupon-invalid', unknown)
    await client.ok(APPLY, { code: 'WELCOME10' })
    const twice = { message: 'This coupon has already been applied to the cart', path: ['applyCoupon'] }
    expect((await client.gql(APPLY, { code: 'welcome10' })).errors).toMatchObject([twice])
    expectRecordedError('applyCoupon-twice', twice)
    expectRecordedError('applyCoupon-lowercase', twice)
  })

  it('adding a quantity of 0 adds one, as WooGraphQL reads an empty quantity (addToCart-quantity-zero)', async () => {
    const client = shop.client()
    const product = await findSimpleProduct(client, 2)
    const added = await client.gql(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 0 } })
    expect(added.errors).toBeUndefined()
    expect(added.data.addToCart.cart.contents.itemCount).toBe(1)
  })

  it('a shipping method the package does not offer (ChangeShippingMethod-invalid)', async () => {
    const client = shop.client()
    const product = await findSimpleProduct(client, 2)
    await client.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 2 } })
    const result = await client.gql(SHIPPING, { methods: ['nope:99'] })
    expect(result.errors).toMatchObject([
      {
        message: `"nope:99" is not an available shipping method for shipping package "${product.name} ×2"`,
        path: ['updateShippingMethod'],
      },
    ])
    expect(result.data.updateShippingMethod).toBeNull()
    // The recorded cart held three lines (two products and a variation): the package names each with its quantity.
    expect(recordedError('ChangeShippingMethod-invalid').message).toMatch(
      /^"nope:99" is not an available shipping method for shipping package "[^"×]+ ×2, [^"×]+ ×1, [^"×]+ - [^"×]+ ×1"$/,
    )
    expect((await client.ok(SHIPPING, { methods: ['local_pickup:3'] })).updateShippingMethod.cart).toEqual({
      chosenShippingMethods: ['local_pickup:3'],
    })
  })

  it('a login without a password, and a guest changing a password (login-empty-password, updatePassword-guest)', async () => {
    const empty = { message: 'Missing username or password.', path: ['login'] }
    expect(
      (await shop.client().gql(LOGIN, { username: 'demo@example.com', password: '' })).errors,
    ).toMatchObject([empty])
    expectRecordedError('login-empty-password', empty)
    const forbidden = {
      message: 'You do not have the appropriate capabilities to perform this action',
      path: ['updateUser'],
    }
    const guest = await shop
      .client()
      .gql(
        `mutation($id: ID!) { updateUser(input: { id: $id, password: "hacked-password" }) { user { id } } }`,
        { id: Buffer.from('user:1').toString('base64') },
      )
    expect(guest.errors).toMatchObject([forbidden])
    expectRecordedError('updatePassword-guest', forbidden)
  })

  it('registering without authenticate answers the account’s id only, viewer failing at its id (registerCustomer-probe-viewer)', async () => {
    const result = await shop.client().gql(
      `mutation { registerCustomer(input: { username: "fresh-one", email: "fresh-one@example.com", password: "Str0ng-Passw0rd!" }) {
        authToken customer { id databaseId email username billing { city } } viewer { id email } } }`,
    )
    const expected = { message: 'Internal server error', path: ['registerCustomer', 'viewer', 'id'] }
    expect(result.errors).toMatchObject([expected])
    expect(result.data.registerCustomer).toEqual({
      authToken: null,
      customer: { id: expect.any(String), databaseId: null, email: null, username: null, billing: null },
      viewer: null,
    })
    expectRecordedError('registerCustomer-probe-viewer', expected)
    // The account exists: it signs in.
    await shop.client().login('fresh-one', 'Str0ng-Passw0rd!')
  })

  it('a bad email in a profile (UpdateCustomer-bad-email)', async () => {
    const client = shop.client()
    await client.login('demo', 'demo-password')
    const expected = {
      message: 'The email address you are trying to use is invalid',
      path: ['updateCustomer'],
    }
    const result = await client.gql(
      `mutation { updateCustomer(input: { email: "not-an-email" }) { customer { email } } }`,
    )
    expect(result.errors).toMatchObject([expected])
    expectRecordedError('UpdateCustomer-bad-email', expected)
  })

  it('a reset mail for nobody still succeeds, the reason only in debug (ResetPasswordEmail-unknown)', async () => {
    const result = await shop.client().gql(RESET_MAIL, { u: 'nobody@example.com' })
    expect(result.data.sendPasswordResetEmail.success).toBe(true)
    expect(result.extensions?.debug?.map((d) => d.message)).toEqual([
      'There is no user registered with that email address.',
    ])
  })
})
