import type { AnyVariables, Client, DocumentInput, OperationResult } from '@urql/core'
import type { Cart, Customer, Download, LoginClient, Order, PaymentGateway, Viewer } from '../domain/shop'
import { GqlError, SOMETHING_WRONG, invalidOperation, isSessionError, unwrap } from './errors'
import type { CartFields } from './operations/fragments'
import * as ops from './operations'
import { shopOperationsByName } from './operations'
import {
  toCart,
  toCustomer,
  toDownload,
  toLoginClient,
  toOrder,
  toPaymentGateway,
  toViewer,
} from './shop-mappers'
import type { ResultOf, VariablesOf } from './tada'

export const SHOP_CLIENT_NAME = 'shop'

/** What getCart brings: everything the store keeps about the shopper. */
export interface ShopSnapshot {
  cart: Cart | null
  customer: Customer | null
  viewer: Viewer | null
  paymentGateways: PaymentGateway[]
  loginClients: LoginClient[]
}

export interface LoginOutcome {
  authToken: string | null
  authTokenExpiration: number | null
  refreshToken: string | null
  sessionToken: string | null
  viewer: Viewer | null
}

export type AddToCartInput = VariablesOf<typeof ops.AddToCart>['input']
export type CheckoutInput = VariablesOf<typeof ops.Checkout>
export type RegisterInput = VariablesOf<typeof ops.RegisterCustomer>['input']
export type UpdateCustomerInput = VariablesOf<typeof ops.UpdateCustomer>['input']
export type ReviewInput = VariablesOf<typeof ops.WriteReview>

export interface ShopApiOptions {
  /** The current client (the store replaces it on logout, which drops the cache). */
  client: () => Client
  /** `?debug` is on: print GraphQL errors to the console. */
  debug: () => boolean
  /** Called with a session error ('The iss do not match…', 'Invalid session token') before it is thrown. */
  onSessionError: (error: GqlError) => void
}

function snapshotOf(data: ResultOf<typeof ops.GetCart>): ShopSnapshot {
  return {
    cart: data.cart ? toCart(data.cart) : null,
    customer: data.customer ? toCustomer(data.customer) : null,
    viewer: data.viewer ? toViewer(data.viewer) : null,
    paymentGateways: (data.paymentGateways?.nodes ?? []).map(toPaymentGateway),
    loginClients: (data.loginClients ?? []).flatMap((c) => (c ? [toLoginClient(c)] : [])),
  }
}

/** The cart of a cart mutation's payload; a payload without one is a failure. */
function cartOf(
  payload: { cart?: ResultOf<typeof CartFields> | null } | null | undefined,
  name: string,
): Cart {
  if (!payload?.cart) {
    throw new GqlError({
      client: SHOP_CLIENT_NAME,
      operationType: 'mutation',
      operationName: name,
      statusCode: null,
      messages: [SOMETHING_WRONG],
    })
  }
  return toCart(payload.cart)
}

/**
 * The one module that calls the commerce backend for the shop (STYLE.md): every call goes through
 * `run`, which wraps errors (SPEC §8), prints them only with `?debug`, and reports session errors.
 * Results come back as the app's own types.
 */
export function createShopApi(options: ShopApiOptions) {
  async function run<D, V extends AnyVariables>(
    kind: 'query' | 'mutation',
    document: DocumentInput<D, V>,
    variables: V,
  ): Promise<D> {
    const client = options.client()
    const result: OperationResult<D, V> =
      kind === 'query'
        ? await client.query(document, variables, { requestPolicy: 'network-only' }).toPromise()
        : await client.mutation(document, variables).toPromise()
    try {
      return unwrap(result, SHOP_CLIENT_NAME)
    } catch (error) {
      if (options.debug()) console.error(error)
      if (isSessionError(error)) options.onSessionError(error as GqlError)
      throw error
    }
  }

  return {
    async loadCart(): Promise<ShopSnapshot> {
      return snapshotOf(await run('query', ops.GetCart, {}))
    },

    /**
     * Follows getCart in the cache (no request): called with every change that a cart mutation,
     * an optimistic update or its rollback makes. Returns the unsubscribe function.
     */
    watchCart(onChange: (snapshot: ShopSnapshot) => void): () => void {
      const { unsubscribe } = options
        .client()
        .query(ops.GetCart, {}, { requestPolicy: 'cache-only' })
        .subscribe((result) => {
          if (result.data) onChange(snapshotOf(result.data))
        })
      return unsubscribe
    },

    async addToCart(input: AddToCartInput): Promise<Cart> {
      return cartOf((await run('mutation', ops.AddToCart, { input })).addToCart, 'addToCart')
    },
    async updateQuantity(key: string, quantity: number): Promise<Cart> {
      return cartOf(
        (await run('mutation', ops.UpdateCartQuantity, { key, quantity })).updateItemQuantities,
        'UpDateCartQuantity',
      )
    },
    async emptyCart(): Promise<Cart> {
      return cartOf((await run('mutation', ops.EmptyCart, {})).emptyCart, 'EmptyCart')
    },
    async applyCoupon(code: string): Promise<Cart> {
      return cartOf((await run('mutation', ops.ApplyCoupon, { code })).applyCoupon, 'applyCoupon')
    },
    async removeCoupons(codes: string[]): Promise<Cart> {
      return cartOf((await run('mutation', ops.RemoveCoupons, { codes })).removeCoupons, 'removeCoupons')
    },
    async changeShippingMethod(shippingMethods: string[]): Promise<Cart> {
      return cartOf(
        (await run('mutation', ops.ChangeShippingMethod, { shippingMethods })).updateShippingMethod,
        'ChangeShippingMethod',
      )
    },
    async changeShippingCountry(variables: VariablesOf<typeof ops.ChangeShippingCounty>): Promise<boolean> {
      const data = await run('mutation', ops.ChangeShippingCounty, variables)
      return !!data.updateCustomer?.customer?.hasCalculatedShipping
    },

    async login(username: string, password: string): Promise<LoginOutcome> {
      const login = (await run('mutation', ops.Login, { username, password })).login
      return {
        authToken: login?.authToken ?? null,
        authTokenExpiration: Number(login?.authTokenExpiration) || null,
        refreshToken: login?.refreshToken ?? null,
        sessionToken: login?.sessionToken ?? null,
        viewer: login?.user ? toViewer(login.user) : null,
      }
    },
    async loginWithProvider(provider: string, code: string, state: string): Promise<LoginOutcome> {
      const input = {
        provider: provider as VariablesOf<typeof ops.LoginWithProvider>['input']['provider'],
        oauthResponse: { code, state },
      }
      const login = (await run('mutation', ops.LoginWithProvider, { input })).login
      return {
        authToken: login?.authToken ?? null,
        authTokenExpiration: Number(login?.authTokenExpiration) || null,
        refreshToken: login?.refreshToken ?? null,
        sessionToken: login?.sessionToken ?? null,
        viewer: null,
      }
    },
    async logout(): Promise<boolean> {
      return !!(await run('mutation', ops.Logout, {})).logout?.success
    },
    async register(input: RegisterInput): Promise<Customer | null> {
      const customer = (await run('mutation', ops.RegisterCustomer, { input })).registerCustomer?.customer
      return customer ? toCustomer(customer) : null
    },
    async sendPasswordResetEmail(username: string): Promise<boolean> {
      return !!(await run('mutation', ops.ResetPasswordEmail, { username })).sendPasswordResetEmail?.success
    },
    async resetPassword(key: string, login: string, password: string): Promise<string | null> {
      const data = await run('mutation', ops.ResetPasswordKey, { key, login, password })
      return data.resetUserPassword?.user?.id ?? null
    },
    async updatePassword(id: string, password: string): Promise<string | null> {
      return (await run('mutation', ops.UpdatePassword, { id, password })).updateUser?.user?.id ?? null
    },
    async updateCustomer(input: UpdateCustomerInput): Promise<Download[]> {
      const customer = (await run('mutation', ops.UpdateCustomer, { input })).updateCustomer?.customer
      return (customer?.downloadableItems?.nodes ?? []).map(toDownload)
    },
    async getOrders(): Promise<Order[]> {
      const data = await run('query', ops.GetOrders, {})
      return (data.customer?.orders?.nodes ?? []).map(toOrder)
    },
    async getOrder(id: string): Promise<Order | null> {
      const order = (await run('query', ops.GetOrder, { id })).order
      return order ? toOrder(order) : null
    },
    async getDownloads(): Promise<Download[]> {
      const data = await run('query', ops.GetDownloads, {})
      return (data.customer?.downloadableItems?.nodes ?? []).map(toDownload)
    },
    async writeReview(input: ReviewInput): Promise<number | null> {
      return (await run('mutation', ops.WriteReview, input)).writeReview?.rating ?? null
    },
    async checkout(input: CheckoutInput) {
      return (await run('mutation', ops.Checkout, input)).checkout
    },

    /** Runs any shop operation by its SPEC §7 name; an unknown name fails with 'Invalid GraphQL Operation'. */
    async request(name: string, variables: AnyVariables = {}): Promise<unknown> {
      const document = shopOperationsByName.get(name)
      if (!document) throw invalidOperation(name, SHOP_CLIENT_NAME)
      const isMutation = document.definitions.some(
        (d) => d.kind === 'OperationDefinition' && d.operation === 'mutation',
      )
      return run(isMutation ? 'mutation' : 'query', document, variables)
    },
  }
}

export type ShopApiCalls = ReturnType<typeof createShopApi>
