/**
 * What a recording keeps of a real shop's answer: no token, key, personal e-mail or server path. Test e-mails
 * (example.com, example.org, example.net: the plan's own) stay, since messages quote them.
 */
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g
const ORDER_KEY = /wc_order_(?!<KEY>)[A-Za-z0-9]+/g
const EMAIL = /[\w.+-]+@([\w-]+(?:\.[\w-]+)+)/g
const TEST_DOMAIN = /^example\.(com|org|net)$/i
/**
 * A server folder in front of WordPress's own (`/srv/www/wp-content/…` → `<wordpress>/wp-content/…`); never part of
 * a URL (`https://shop.example/blog/wp-content/…` stays).
 */
const SERVER_ROOT = /(?<![\w:/.-])(?:\/[\w.@+-]+)+?(?=\/wp-(?:content|includes|admin)\/|\/wp-[\w-]+\.php)/g

/**
 * Any other server file in a stack trace (a library installed outside WordPress's folder): its folders before the
 * package are the server's, `/srv/lib/graphql-php/src/Executor/X.php` → `<server>/…/src/Executor/X.php`.
 */
const SERVER_FILE = /(?<![\w:/.<>-])(?:\/[\w.@+-]+)+?((?:\/[\w.@+-]+){1,3}\.php)/g

export function redactText(text: string): string {
  const roots = new Set(text.match(SERVER_ROOT) ?? [])
  let out = text
  // Longest first, so a root inside another is not half-replaced.
  for (const root of [...roots].sort((a, b) => b.length - a.length)) out = out.replaceAll(root, '<wordpress>')
  return out
    .replace(SERVER_FILE, '<server>/…$1')
    .replace(JWT, '<JWT>')
    .replace(ORDER_KEY, 'wc_order_<KEY>')
    .replace(EMAIL, (address, domain: string) => (TEST_DOMAIN.test(domain) ? address : '<EMAIL>'))
}

/** A JSON value with every string redacted (redactText). */
export function redact<T>(value: T): T {
  return JSON.parse(redactText(JSON.stringify(value))) as T
}

/** The response headers a client depends on: CORS, the content type, and whether a session came back. */
export function keptResponseHeaders(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const name of Object.keys(headers).sort()) {
    const value = headers[name]!
    if (name.startsWith('access-control-') || name === 'content-type') kept[name] = value
    if (name === 'woocommerce-session') kept[name] = `<present: ${value.length} chars>`
  }
  return kept
}
