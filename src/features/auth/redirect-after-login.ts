const ORIGIN = 'https://shop.invalid'
export const ACCOUNT_PATH = '/my-account'

/** Backslashes, whitespace and control characters (code points up to 0x20, and DEL). */
const hasUnsafeCharacter = (text: string) =>
  [...text].some((c) => c === '\\' || c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f || /\s/.test(c))

/**
 * A same-site path to go to, or null. Only a path that starts with one `/` counts: no scheme, no
 * `//host` or `/\host` (browsers read both as another host), no whitespace or control characters
 * (browsers drop tabs and newlines, so `/\t/evil.com` would become `//evil.com`).
 */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || hasUnsafeCharacter(target)) return null
  if (target.startsWith('//')) return null
  try {
    const url = new URL(target, ORIGIN)
    return url.origin === ORIGIN ? url.pathname + url.search + url.hash : null
  } catch {
    return null
  }
}

/** Where a login goes: the `redirect` query parameter when it is a same-site path, else /my-account. */
export function redirectAfterLogin(search: string): string {
  return safeRedirectPath(new URLSearchParams(search).get('redirect')) ?? ACCOUNT_PATH
}
