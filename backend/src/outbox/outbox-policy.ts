/** `localhost`, `127.x.x.x`, `::1` (or a URL on one): an address only this machine reaches. */
export function isLoopback(hostOrUrl: string): boolean {
  let host = hostOrUrl
  try {
    if (hostOrUrl.includes('://')) host = new URL(hostOrUrl).hostname
  } catch {
    return false
  }
  host = host.replace(/^\[|\]$/g, '')
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
}

/**
 * `GET /_outbox` shows every mail the shop sent, password-reset links included: anyone who can read it can take over
 * an account. It is served only in development and tests (NODE_ENV `development` or `test`, or an explicit request),
 * and never with NODE_ENV=production or when the backend listens on, or is published at, an address other than this machine's.
 */
export function outboxEnabled(opts: {
  requested: boolean | undefined
  nodeEnv: string | undefined
  host: string
  publicUrls: Array<string | undefined>
}): boolean {
  if (opts.nodeEnv === 'production') return false
  const wanted = opts.requested ?? (opts.nodeEnv === 'development' || opts.nodeEnv === 'test')
  if (!wanted) return false
  return isLoopback(opts.host) && opts.publicUrls.every((url) => !url || isLoopback(url))
}
