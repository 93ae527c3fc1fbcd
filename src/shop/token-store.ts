import { jwtExpiry } from '../lib/auth-token'
import type { ShopEnv } from '../lib/browser-env'
import type { TokenStore } from '../shop-kit'

/** Cookie of the WooCommerce session token (a session cookie: it ends with the browser session). */
export const SESSION_COOKIE = 'woocommerce-session'
export const AUTH_TOKEN_KEY = 'auth-token'
export const REFRESH_TOKEN_KEY = 'auth-refresh-token'
/** A refresh token lives 365 days on the backend. */
const REFRESH_MAX_AGE_S = 365 * 24 * 3600

/**
 * Tokens in the browser: the session token in a session cookie; the auth and refresh tokens in the
 * configured storage (cookies or localStorage). The auth token's expiry is read from the JWT.
 */
export function createTokenStore(env: ShopEnv, storage: 'cookie' | 'localStorage'): TokenStore {
  const read = (key: string) => (storage === 'cookie' ? env.cookies.get(key) : env.storage.get(key))
  const write = (key: string, value: string, maxAge?: number) =>
    storage === 'cookie' ? env.cookies.set(key, value, maxAge) : env.storage.set(key, value)
  const remove = (key: string) => (storage === 'cookie' ? env.cookies.remove(key) : env.storage.remove(key))
  return {
    sessionToken: () => env.cookies.get(SESSION_COOKIE),
    setSessionToken: (token) => env.cookies.set(SESSION_COOKIE, token),
    auth() {
      const authToken = read(AUTH_TOKEN_KEY)
      if (!authToken) return null
      return { authToken, expiresAt: jwtExpiry(authToken), refreshToken: read(REFRESH_TOKEN_KEY) }
    },
    setAuth(authToken, refreshToken) {
      write(AUTH_TOKEN_KEY, authToken.trim())
      if (refreshToken) write(REFRESH_TOKEN_KEY, refreshToken.trim(), REFRESH_MAX_AGE_S)
    },
    clearAuth() {
      remove(AUTH_TOKEN_KEY)
      remove(REFRESH_TOKEN_KEY)
    },
  }
}
