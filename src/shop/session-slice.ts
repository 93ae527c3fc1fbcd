import type { ShopEnv } from '../lib/browser-env'
import { GqlError, isStaleCartSession } from '../graphql/errors'
import { Logout } from '../features/auth'
import type { RunOperation, SessionState, TokenStore } from '../shop-kit'
import { shopFeatures } from './features'
import { clearAndReloadOnce, hasReloaded, resetReloadGuard } from './recovery'
import { GetCart } from './session-query'

/** The session's client state: whether the first getCart has answered (successfully or not). */
export type SessionSlice = SessionState

export interface SessionDeps {
  run: RunOperation
  tokens: TokenStore
  env: ShopEnv
  /** Drops the GraphQL cache (a new client): after logout nothing of the old session may show. */
  resetClient(): void
}

export interface Session {
  slice: SessionSlice
  /**
   * Waits for a first getCart still on its way. Without a session token, a mutation sent alongside it
   * would open a second session on the backend, and whichever answer came last would win: the
   * shopper's first add to cart could land in a session the page then forgets.
   */
  afterInit(): Promise<void>
  /**
   * Clears everything the session knows, locally: cache, tokens, cookies, and what each feature keeps in the
   * browser for it (its `forget`: the orders this browser kept; the wishlist in storage stays).
   */
  forget(): void
}

export function createSession(deps: SessionDeps, set: (partial: Partial<SessionSlice>) => void): Session {
  const { run, tokens, env } = deps
  let initStarted: Promise<void> | null = null

  function forget() {
    tokens.clearAuth()
    env.cookies.clearAll()
    for (const feature of shopFeatures) feature.forget?.(env)
    deps.resetClient()
  }

  /**
   * getCart; a stored login that the answer does not recognise (no viewer: expired, revoked, from another site —
   * a backend in debug mode says why only in `extensions.debug`) is dropped, the session and its cart stay.
   */
  async function loadCart() {
    const { viewer } = await run('query', GetCart, {})
    if (!viewer && tokens.auth()) tokens.clearAuth()
  }

  async function recoverFromFailedLoad() {
    const alreadyReloaded = hasReloaded(env)
    env.cookies.clearAll()
    env.storage.clear()
    await run('mutation', Logout, {}).catch(() => null)
    forget()
    clearAndReloadOnce(env, alreadyReloaded)
  }

  const slice: SessionSlice = {
    isLoaded: false,
    init() {
      initStarted ??= (async () => {
        try {
          await loadCart().catch((error: unknown) => {
            // A session token the backend no longer takes: its answer issued a new session, so load again in it,
            // keeping the shopper's storage (wishlist, placed orders) and without a reload.
            if (isStaleCartSession(error)) return loadCart()
            throw error
          })
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
        await loadCart()
        return true
      } catch {
        return false
      }
    },
  }
  return { slice, afterInit: () => initStarted ?? Promise.resolve(), forget }
}
