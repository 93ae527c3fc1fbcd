import type { RecordedCase } from '../support/recorded-cases'
import type { Answer, Cors } from './exchange'
import { messageTemplate } from './messages'
import { compareShape, type Difference } from './shape'

type Body = RecordedCase['body']

const presence = (body: Body, key: 'data') =>
  !(key in body) ? 'absent' : body[key] === null ? 'null' : 'present'

/** The errors as a client reads them: message (as a template) and path, in order. */
function errorsOf(body: Body) {
  return (body.errors ?? []).map((e) => ({
    message: messageTemplate(e.message),
    path: e.path ? e.path.join('.') : '(no path)',
  }))
}

/**
 * What a browser storefront on the request's origin gets from the CORS headers: may it read the answer with
 * credentials, may it read the session header.
 */
function corsFor(requestOrigin: string | undefined, cors: Cors) {
  const readable = !!requestOrigin && cors.allowOrigin === requestOrigin && cors.allowCredentials === 'true'
  const session = /(^|,)\s*woocommerce-session\s*(,|$)/i.test(cors.exposeHeaders ?? '')
  if (!readable) return 'not readable by the origin'
  return `readable by the origin, session header ${session ? 'exposed' : 'hidden'}`
}

/**
 * Everything a client depends on in which the embedded answer differs from the recorded one: HTTP status, whether a
 * `woocommerce-session` header came back, what CORS lets the storefront read, the errors' messages and paths, and the
 * data's shape.
 */
export function compareExchange(recorded: RecordedCase, embedded: Answer): Difference[] {
  const out: Difference[] = []
  if (recorded.status !== embedded.status)
    out.push({ where: 'status', recorded: String(recorded.status), embedded: String(embedded.status) })
  const recordedSession = 'woocommerce-session' in recorded.responseHeaders
  if (recordedSession !== (embedded.session !== null))
    out.push({
      where: 'session header',
      recorded: recordedSession ? 'sent' : 'none',
      embedded: embedded.session !== null ? 'sent' : 'none',
    })
  const origin = recorded.requestHeaders.origin
  const h = recorded.responseHeaders
  const recordedCors = corsFor(origin, {
    allowOrigin: h['access-control-allow-origin'] ?? null,
    allowCredentials: h['access-control-allow-credentials'] ?? null,
    exposeHeaders: h['access-control-expose-headers'] ?? null,
  })
  const embeddedCors = corsFor(origin, embedded.cors)
  if (recordedCors !== embeddedCors)
    out.push({ where: 'cors', recorded: recordedCors, embedded: embeddedCors })
  const re = errorsOf(recorded.body)
  const ee = errorsOf(embedded.body)
  for (let i = 0; i < Math.max(re.length, ee.length); i++) {
    const r = re[i]
    const e = ee[i]
    if (r?.message !== e?.message)
      out.push({
        where: `errors[${i}].message`,
        recorded: r?.message ?? '(none)',
        embedded: e?.message ?? '(none)',
      })
    if (r?.path !== e?.path)
      out.push({ where: `errors[${i}].path`, recorded: r?.path ?? '(none)', embedded: e?.path ?? '(none)' })
  }
  const rd = presence(recorded.body, 'data')
  const ed = presence(embedded.body, 'data')
  if (rd !== ed) out.push({ where: 'data', recorded: rd, embedded: ed })
  else if (rd === 'present') compareShape('data', 'data', recorded.body.data, embedded.body.data, out)
  return out
}
