/**
 * The decoded path of a request target, or null when it has none a file could match. Never throws: origin-form
 * (`/a/b?x`), absolute-form (`GET http://host:99999/ HTTP/1.1`), `//a:99999/` and bad %-encoding are all input a
 * client may send.
 */
export function requestPathname(target: string | undefined): string | null {
  let raw = target || '/'
  if (!raw.startsWith('/')) {
    try {
      raw = new URL(raw).pathname
    } catch {
      return null
    }
  }
  const end = raw.search(/[?#]/)
  if (end >= 0) raw = raw.slice(0, end)
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}
