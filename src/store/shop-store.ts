import { createStore, type StoreApi } from 'zustand/vanilla'
import type {
  ActionResult,
  Cart,
  Customer,
  Download,
  LoginClient,
  Order,
  PaymentGateway,
  Viewer,
} from '../domain/shop'
import type { TokenStore } from '../graphql/shop-client'
import type {
  AddToCartInput,
  RegisterInput,
  ReviewInput,
  ShopApiCalls,
  ShopSnapshot,
  UpdateCustomerInput,
} from '../graphql/shop-api'
import type { ShopEnv } from '../lib/browser-env'
import { GqlError } from '../graphql/errors'
import { clearAndReloadOnce, hasReloaded, resetReloadGuard } from './recovery'
import { failure, failureOf, loginFailure } from './shop-messages'

/**
 * The shop store (zustand): what the shop knows about the shopper, its flags and its actions.
 * The cart-open and mobile-menu flags live in the eager ui-store, since the header needs them before
 * this module is downloaded. Created once per page by src/shop/shop-runtime.ts; tests create it with fakes.
 */
export interface ShopState {
  cart: Cart | null
  customer: Customer | null
  viewer: Viewer | null
  orders: Order[] | null
  downloads: Download[] | null
  loginClients: LoginClient[]
  paymentGateways: PaymentGateway[]
  /** Set when a cart operation starts, cleared whenever the cart value changes (or the operation fails). */
  isUpdatingCart: boolean
  isUpdatingCoupon: boolean
  /** A login, logout or account operation is running. */
  isPending: boolean
  /** The first getCart has answered (successfully or not). */
  isLoaded: boolean
}

export interface ShopActions {
  /** Loads getCart once; on failure runs the recovery of SPEC §4. */
  init(): Promise<void>
  refreshCart(): Promise<boolean>
  addToCart(input: AddToCartInput): Promise<void>
  updateItemQuantity(key: string, quantity: number): Promise<void>
  removeItem(key: string): Promise<void>
  emptyCart(): Promise<void>
  applyCoupon(code: string): Promise<ActionResult>
  removeCoupon(code: string): Promise<ActionResult>
  updateShippingMethod(rateId: string): Promise<void>
  login(credentials: { username: string; password: string }): Promise<ActionResult>
  loginWithProvider(input: { provider: string; code: string; state: string }): Promise<ActionResult>
  logout(): Promise<void>
  register(input: RegisterInput): Promise<ActionResult>
  sendResetPasswordEmail(username: string): Promise<ActionResult>
  resetPassword(input: { key: string; login: string; password: string }): Promise<ActionResult>
  updateCustomer(input: UpdateCustomerInput): Promise<ActionResult>
  loadOrders(): Promise<ActionResult>
  loadDownloads(): Promise<ActionResult>
  writeReview(input: ReviewInput): Promise<ActionResult>
}

export type ShopStore = StoreApi<ShopState & ShopActions>

export interface ShopStoreDeps {
  api: ShopApiCalls
  tokens: TokenStore
  env: ShopEnv
  settings: { autoOpenCart: boolean }
  setCartOpen(open: boolean): void
  /** Drops the GraphQL cache (a new client): after logout nothing of the old session may show. */
  resetClient(): void
}

const initialData: ShopState = {
  cart: null,
  customer: null,
  viewer: null,
  orders: null,
  downloads: null,
  loginClients: [],
  paymentGateways: [],
  isUpdatingCart: false,
  isUpdatingCoupon: false,
  isPending: false,
  isLoaded: false,
}

/** Where a login goes: the `redirect` query parameter when it is a same-site path, else /my-account. */
export function redirectAfterLogin(search: string): string {
  const target = new URLSearchParams(search).get('redirect')
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')
    ? target
    : '/my-account'
}

export function createShopStore(deps: ShopStoreDeps): ShopStore {
  const { api, tokens, env } = deps
  let initStarted: Promise<void> | null = null

  return createStore<ShopState & ShopActions>()((set, get) => {
    /** A new cart value clears the updating flag (SPEC §4). */
    const setCart = (cart: Cart | null) => set({ cart, isUpdatingCart: false })

    const applySnapshot = (snapshot: ShopSnapshot) =>
      set({
        cart: snapshot.cart,
        customer: snapshot.customer,
        viewer: snapshot.viewer,
        paymentGateways: snapshot.paymentGateways,
        loginClients: snapshot.loginClients,
        isUpdatingCart: false,
      })

    /**
     * Waits for a first getCart still on its way. Without a session token, a mutation sent alongside it
     * would open a second session on the backend, and whichever answer came last would win: the
     * shopper's first add to cart could land in a session the page then forgets.
     */
    const afterInit = () => initStarted ?? Promise.resolve()

    /** Runs a cart mutation with the updating flag; failures clear it and are rethrown (GqlError). */
    async function cartOperation(run: () => Promise<Cart>): Promise<void> {
      set({ isUpdatingCart: true })
      try {
        await afterInit()
        setCart(await run())
      } catch (error) {
        set({ isUpdatingCart: false })
        throw error
      }
    }

    /** Clears everything the session knows, locally: state, tokens, cookies (the wishlist in storage stays). */
    function forgetSession() {
      tokens.clearAuth()
      env.cookies.clearAll()
      deps.resetClient()
      set({ cart: null, customer: null, viewer: null, orders: null, downloads: null, isUpdatingCart: false })
    }

    async function recoverFromFailedLoad() {
      const alreadyReloaded = hasReloaded(env)
      env.cookies.clearAll()
      env.storage.clear()
      set({ cart: null, paymentGateways: [] })
      await api.logout().catch(() => false)
      forgetSession()
      clearAndReloadOnce(env, alreadyReloaded)
    }

    /** After a login: the viewer must load, then the shopper goes on. */
    async function finishLogin(login: {
      authToken: string | null
      refreshToken: string | null
      sessionToken: string | null
    }): Promise<ActionResult> {
      if (!login.authToken) return failure('loginSsl')
      tokens.setAuth(login.authToken, login.refreshToken)
      if (login.sessionToken) tokens.setSessionToken(login.sessionToken)
      const refreshed = await get().refreshCart()
      if (!refreshed || !get().viewer) return failure('loginSsl')
      env.navigate(redirectAfterLogin(env.location.search()))
      return { success: true }
    }

    async function pending(run: () => Promise<ActionResult>): Promise<ActionResult> {
      set({ isPending: true })
      try {
        await afterInit()
        return await run()
      } finally {
        set({ isPending: false })
      }
    }

    return {
      ...initialData,

      init() {
        initStarted ??= (async () => {
          try {
            applySnapshot(await api.loadCart())
            resetReloadGuard(env)
          } catch (error) {
            // Unreachable backend (offline, or the request cut off because the page is being left):
            // nothing is wrong with the session, so keep it and try again on the next call.
            if (error instanceof GqlError && error.networkError) initStarted = null
            else await recoverFromFailedLoad()
          } finally {
            set({ isLoaded: true })
          }
        })()
        return initStarted
      },

      async refreshCart() {
        try {
          applySnapshot(await api.loadCart())
          return true
        } catch {
          return false
        }
      },

      async addToCart(input) {
        await cartOperation(() => api.addToCart(input))
        if (deps.settings.autoOpenCart) deps.setCartOpen(true)
      },
      updateItemQuantity: (key, quantity) => cartOperation(() => api.updateQuantity(key, quantity)),
      removeItem: (key) => cartOperation(() => api.updateQuantity(key, 0)),
      emptyCart: () => cartOperation(() => api.emptyCart()),
      updateShippingMethod: (rateId) => cartOperation(() => api.changeShippingMethod([rateId])),

      async applyCoupon(code) {
        set({ isUpdatingCoupon: true })
        try {
          await cartOperation(() => api.applyCoupon(code.trim()))
          return { success: true }
        } catch (error) {
          return failureOf(error)
        } finally {
          set({ isUpdatingCoupon: false })
        }
      },
      async removeCoupon(code) {
        set({ isUpdatingCoupon: true })
        try {
          await cartOperation(() => api.removeCoupons([code]))
          return { success: true }
        } catch (error) {
          return failureOf(error)
        } finally {
          set({ isUpdatingCoupon: false })
        }
      },

      login: ({ username, password }) =>
        pending(async () => {
          try {
            const login = await api.login(username.trim(), password)
            // SPEC §5: a login counts only with both a user and an auth token.
            if (!login.viewer || !login.authToken) return failure('loginSsl')
            return await finishLogin(login)
          } catch (error) {
            return loginFailure(error)
          }
        }),

      loginWithProvider: ({ provider, code, state }) =>
        pending(async () => {
          try {
            return await finishLogin(await api.loginWithProvider(provider.toUpperCase(), code, state))
          } catch (error) {
            return failureOf(error)
          }
        }),

      async logout() {
        set({ isPending: true })
        try {
          await api.logout()
        } catch {
          // The local session is dropped whatever the backend says.
        }
        forgetSession()
        set({ isPending: false })
        // On /my-account the shopper stays, on an empty account page (the login form).
        if (!env.location.pathname().startsWith('/my-account')) env.navigate('/')
      },

      register: (input) =>
        pending(async () => {
          try {
            const customer = await api.register(input)
            return customer ? { success: true } : failure('somethingWrong')
          } catch (error) {
            return failureOf(error)
          }
        }),

      sendResetPasswordEmail: (username) =>
        pending(async () => {
          if (!username.trim()) return failure('resetEmail')
          try {
            return (await api.sendPasswordResetEmail(username.trim()))
              ? { success: true }
              : failure('resetEmail')
          } catch (error) {
            return (error as { networkError?: boolean }).networkError
              ? failureOf(error)
              : failure('resetEmail')
          }
        }),

      resetPassword: ({ key, login, password }) =>
        pending(async () => {
          try {
            return (await api.resetPassword(key, login, password))
              ? { success: true }
              : failure('resetPassword')
          } catch (error) {
            if (error instanceof Error && error.message.includes('reset link is invalid'))
              return failure('invalidResetLink')
            return failureOf(error, 'resetPassword')
          }
        }),

      updateCustomer: (input) =>
        pending(async () => {
          try {
            const downloads = await api.updateCustomer(input)
            set({ downloads })
            await get().refreshCart()
            return { success: true }
          } catch (error) {
            return failureOf(error)
          }
        }),

      async loadOrders() {
        try {
          set({ orders: await api.getOrders() })
          return { success: true }
        } catch (error) {
          return (error as { networkError?: boolean }).networkError ? failureOf(error) : failure('orders')
        }
      },

      async loadDownloads() {
        try {
          set({ downloads: await api.getDownloads() })
          return { success: true }
        } catch (error) {
          return (error as { networkError?: boolean }).networkError ? failureOf(error) : failure('downloads')
        }
      },

      async writeReview(input) {
        try {
          const rating = await api.writeReview(input)
          return rating === null ? failure('somethingWrong') : { success: true }
        } catch (error) {
          return failureOf(error)
        }
      },
    }
  })
}

/** Follows the cart in the GraphQL cache (optimistic changes, rollbacks, other views' mutations). */
export function followCartCache(store: ShopStore, api: ShopApiCalls): () => void {
  return api.watchCart((snapshot) => {
    if (snapshot.cart && JSON.stringify(snapshot.cart) !== JSON.stringify(store.getState().cart)) {
      store.setState({ cart: snapshot.cart, isUpdatingCart: false })
    }
  })
}
