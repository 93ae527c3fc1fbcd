/** Where the shop's client keeps its tokens; the browser implementation is src/shop/token-store.ts. */
export interface TokenStore {
  sessionToken(): string | null
  setSessionToken(token: string): void
  auth(): { authToken: string; expiresAt: number | null; refreshToken: string | null } | null
  /** Stores a new auth token (and, after a login, its refresh token). */
  setAuth(authToken: string, refreshToken?: string | null): void
  clearAuth(): void
}
