/**
 * Token rules: a token is trimmed; when it already starts with a scheme word
 * (`Bearer …`, `Session …`) it is used as is, otherwise it is prefixed with its type.
 * An empty token gives null: no header at all.
 */
export function headerValue(token: string | null | undefined, type: string): string | null {
  const trimmed = (token ?? '').trim()
  if (!trimmed) return null
  return /^[A-Za-z][\w-]*\s+\S/.test(trimmed) ? trimmed : `${type} ${trimmed}`
}

/** The `exp` (unix seconds) of a JWT, or null when the token is not a readable JWT. */
export function jwtExpiry(token: string): number | null {
  const payload = token.trim().split(/\s+/).pop()?.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const exp = (JSON.parse(json) as { exp?: unknown }).exp
    return typeof exp === 'number' ? exp : null
  } catch {
    return null
  }
}

/** Refresh when less than this is left of the auth token's life (it lives 300 s). */
export const REFRESH_MARGIN_S = 60

/** Whether a token expiring at `expiresAt` (unix seconds) should be refreshed now. */
export function needsRefresh(expiresAt: number | null, nowMs: number): boolean {
  return expiresAt !== null && expiresAt - nowMs / 1000 < REFRESH_MARGIN_S
}
