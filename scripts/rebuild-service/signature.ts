import { createHmac, timingSafeEqual } from 'node:crypto'

/** How far a notification's timestamp may be from our clock (WordPress's and ours may differ a little). */
export const TOLERANCE_S = 300

export type SignatureCheck = { ok: true } | { ok: false; reason: string }

/**
 * Checks a notification as the companion plugin signs it: `X-Forge-Timestamp` (Unix seconds) and
 * `X-Forge-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">` with the shared secret, compared in
 * constant time, the timestamp within TOLERANCE_S of now.
 */
export function checkSignature(opts: {
  body: Buffer
  timestamp: string | undefined
  signature: string | undefined
  secret: string
  nowMs: number
}): SignatureCheck {
  const { timestamp, signature } = opts
  if (!timestamp || !/^\d{1,12}$/.test(timestamp))
    return { ok: false, reason: 'missing or malformed timestamp' }
  if (Math.abs(opts.nowMs / 1000 - Number(timestamp)) > TOLERANCE_S)
    return { ok: false, reason: 'stale timestamp' }
  const match = /^sha256=([0-9a-f]{64})$/.exec(signature ?? '')
  if (!match) return { ok: false, reason: 'missing or malformed signature' }
  const expected = createHmac('sha256', opts.secret).update(`${timestamp}.`).update(opts.body).digest()
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'))
    ? { ok: true }
    : { ok: false, reason: 'bad signature' }
}

/** Signs a body as the plugin does (for tests and for trying the service by hand). */
export function signNotification(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return { 'x-forge-timestamp': String(timestamp), 'x-forge-signature': `sha256=${signature}` }
}
