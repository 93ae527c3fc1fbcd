/** Normalises a pathname the way build files list routes: `/` kept, no trailing slash, no query. */
export function normalizeRoutePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] || '/'
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`
}

/**
 * The URL of a route's prerendered payload: `<path>/_payload.json?_b=<buildId>`.
 * Refuses URLs with a host, so a payload is only ever read from this site.
 */
export function payloadUrl(pathname: string, buildId: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(pathname)) throw new Error(`Not a site path: ${pathname}`)
  const path = normalizeRoutePath(pathname)
  const file = path === '/' ? '/_payload.json' : `${path}/_payload.json`
  return buildId ? `${file}?_b=${encodeURIComponent(buildId)}` : file
}

/** The file a route's payload is written to, relative to the output folder. */
export function payloadFile(pathname: string): string {
  const path = normalizeRoutePath(pathname)
  return path === '/' ? '_payload.json' : `${path.slice(1)}/_payload.json`
}

/** The file a route's HTML is written to, relative to the output folder. */
export function htmlFile(pathname: string): string {
  const path = normalizeRoutePath(pathname)
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`
}
