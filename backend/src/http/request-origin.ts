import type { IncomingMessage } from 'node:http'

/**
 * Headless Login's access control ("block unauthorized domains"): when it is on, a GraphQL request must come from an
 * authorized origin, read from `Origin`, else from `Referer`; anything else, server-side requests without either
 * included, gets HTTP 403 `Unauthorized request origin.` (recorded: getCart-no-origin, getCart-bad-origin).
 */
export const UNAUTHORIZED_ORIGIN_BODY = JSON.stringify({
  errors: [{ message: 'Unauthorized request origin.' }],
})

/** The origins `ALLOWED_ORIGINS` names (comma-separated URLs or origins); null when empty: every origin passes. */
export function parseAllowedOrigins(list: string | string[] | undefined | null): string[] | null {
  const entries = (Array.isArray(list) ? list : (list ?? '').split(','))
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (!entries.length) return null
  return entries.map((entry) => {
    try {
      return new URL(entry).origin
    } catch {
      throw new Error(`ALLOWED_ORIGINS: "${entry}" is not a URL (e.g. https://shop.example)`)
    }
  })
}

function originOf(value: string | undefined): string | null {
  if (!value) return null
  try {
    const origin = new URL(value).origin
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

/** Whether the request comes from an authorized origin; `allowed` null means the access control is off. */
export function isAuthorizedOrigin(allowed: ReadonlySet<string> | null, req: IncomingMessage): boolean {
  if (!allowed) return true
  const header = (name: string) => {
    const value = req.headers[name]
    return Array.isArray(value) ? value[0] : value
  }
  // A present Origin decides alone (a sandboxed page's `null` included); Referer speaks only when it is absent.
  const sent = header('origin')
  const origin = sent !== undefined ? originOf(sent) : originOf(header('referer'))
  return origin !== null && allowed.has(origin)
}
