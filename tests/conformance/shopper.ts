import { send, sessionToken, type Answer } from './exchange'
import type { SeedMapping } from './seed-mapping'
import { RECORDED_GUEST_ADDRESS } from '../support/recorded-guest'

/**
 * A storefront-like client that builds the state a recorded case needs (a session with a cart, a coupon, an order,
 * a signed-in customer) with its own small documents, keeping the session and auth tokens the backend hands out.
 */
export class Shopper {
  session: string | null = null
  authToken: string | null = null
  refreshToken: string | null = null
  userId: string | null = null

  constructor(
    readonly graphqlUrl: string,
    readonly seed: SeedMapping,
    /** The storefront's origin, which the shop's access control allows. */
    readonly origin: string,
  ) {}

  async gql(query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      origin: this.origin,
    }
    if (this.session) headers['woocommerce-session'] = `Session ${this.session}`
    if (this.authToken) headers.authorization = `Bearer ${this.authToken}`
    const answer = await send(this.graphqlUrl, query, variables, headers)
    if (answer.session) this.session = sessionToken(answer.session)
    return answer
  }

  /** Runs a preparing step that must succeed, returning its data. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async ok(step: string, query: string, variables: Record<string, unknown> = {}): Promise<any> {
    const answer = await this.gql(query, variables)
    if (answer.body.errors?.length || answer.status !== 200)
      throw new Error(
        `Preparing step "${step}" failed (${answer.status}): ${JSON.stringify(answer.body.errors)}`,
      )
    return answer.body.data
  }

  /** Opens a guest session (the backend hands a token to a client without one). */
  async startSession(): Promise<this> {
    await this.gql(`query ConformanceSession { customer { id sessionToken } }`)
    if (!this.session) {
      const data = await this.ok('session', `query ConformanceSessionToken { customer { sessionToken } }`)
      this.session = data.customer.sessionToken
    }
    if (!this.session) throw new Error('The shop handed out no session token')
    return this
  }

  async add(productId: number, quantity: number, variation?: { id: number; attributes: unknown[] }) {
    const data = await this.ok(
      `add ${productId} ×${quantity}`,
      `mutation ConformanceAdd($input: AddToCartInput!) { addToCart(input: $input) { cartItem { key } } }`,
      {
        input: {
          productId,
          quantity,
          ...(variation ? { variationId: variation.id, variation: variation.attributes } : {}),
        },
      },
    )
    return data.addToCart.cartItem.key as string
  }

  /** The recorded shopper's cart: the simple product ×2, another ×1, a variation ×1; returns the lines' keys. */
  async fillCart() {
    const { simple, otherSimple, variable } = this.seed
    const simpleKey = await this.add(simple.id, 2)
    await this.add(otherSimple.id, 1)
    await this.add(variable.id, 1, { id: variable.variationId, attributes: variable.attributes })
    return { simpleKey }
  }

  /** The id of the cart's shipping rate of the given method (rate ids are instance ids, another shop's differ). */
  async shippingRate(methodId: string) {
    const data = await this.ok(
      'shipping rates',
      `query ConformanceRates { cart { availableShippingMethods { rates { id methodId } } } }`,
    )
    const rates: Array<{ id: string; methodId: string }> = (data.cart.availableShippingMethods ?? []).flatMap(
      (p: { rates: unknown[] | null }) => p.rates ?? [],
    )
    const rate = rates.find((r) => r.methodId === methodId)
    if (!rate) throw new Error(`The cart offers no ${methodId} rate: ${JSON.stringify(rates)}`)
    return rate.id
  }

  async applyCoupon(code: string) {
    await this.ok(
      `coupon ${code}`,
      `mutation ConformanceCoupon($code: String!) { applyCoupon(input: { code: $code }) { applied { code } } }`,
      { code },
    )
  }

  async emptyCart() {
    await this.gql(`mutation ConformanceEmpty { emptyCart(input: {}) { cart { isEmpty } } }`)
  }

  /**
   * A cash-on-delivery checkout of the current cart; `account` as given (null: no account); with `shipping`, the
   * billing address sent as the shipping address too (as Checkout-guest-cod-ok was).
   */
  async checkout(email: string, account: unknown = null, shipping = false) {
    const address = { ...RECORDED_GUEST_ADDRESS, email }
    const data = await this.ok(
      `checkout ${email}`,
      `mutation ConformanceCheckout($input: CheckoutInput!) { checkout(input: $input) {
        order { databaseId orderKey } } }`,
      {
        input: {
          paymentMethod: 'cod',
          account,
          billing: address,
          ...(shipping ? { shipping: address } : {}),
        },
      },
    )
    return data.checkout.order as { databaseId: number; orderKey: string }
  }

  /** Signs the demo customer in and keeps the auth, refresh and customer session tokens. */
  async login() {
    const { username, password } = this.seed.demo
    const data = await this.ok(
      'login',
      `mutation ConformanceLogin($username: String!, $password: String!) {
        login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) {
          authToken refreshToken sessionToken user { id } } }`,
      { username, password },
    )
    this.authToken = data.login.authToken
    this.refreshToken = data.login.refreshToken
    this.userId = data.login.user.id
    if (data.login.sessionToken) this.session = data.login.sessionToken
    return this
  }

  async register(username: string, email: string) {
    await this.ok(
      `register ${username}`,
      `mutation ConformanceRegister($input: RegisterCustomerInput!) { registerCustomer(input: $input) {
        customer { databaseId } } }`,
      { input: { username, email, password: 'Str0ng-Passw0rd!' } },
    )
  }
}
