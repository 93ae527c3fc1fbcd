/**
 * The path of a request target as the browser shows it in `location.pathname` (still %-encoded), or null when the
 * target has none. Never throws: origin-form (`/a/b?x`), absolute-form (`GET http://host:99999/ HTTP/1.1`) and
 * `//a:99999/` are all input a client may send.
 */
export function requestRawPath(target: string | undefined): string | null {
  let raw = target || '/'
  if (!raw.startsWith('/')) {
    try {
      raw = new URL(raw).pathname
    } catch {
      return null
    }
  }
  const end = raw.search(/[?#]/)
  return end >= 0 ? raw.slice(0, end) : raw
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    try {
      return decodeURI(segment)
    } catch {
      return segment
    }
  }
}

/**
 * The path the page shows and hydrates with, decoded exactly as the client router (Vike) decodes
 * `location.pathname`: segment by segment, an encoded `/` kept as `%2F`, trailing whitespace dropped. Any other
 * decoding makes the server's text differ from the client's first render.
 */
export function requestShownPath(target: string | undefined): string | null {
  const raw = requestRawPath(target)
  if (raw === null) return null
  return raw
    .replace(/\s+$/, '')
    .split('/')
    .map((segment) => decodeSegment(segment).split('/').join('%2F'))
    .join('/')
}

/** The decoded path of a request target (to find a file), or null when it has none or bad %-encoding. */
export function requestPathname(target: string | undefined): string | null {
  const raw = requestRawPath(target)
  if (raw === null) return null
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}
