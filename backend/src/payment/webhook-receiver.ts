import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Db } from '../db/database'
import { forgetWebhookEvent, recordWebhookEvent } from '../db/payments'
import { readRawBody, sendEnvelope } from './payment-http'
import type { PaymentService, WebhookEvent } from './payment-service'
import { isValidSignature, SIGNATURE_HEADER } from './webhook-signature'

/** An event's identity: the same event about the same transaction in the same state is one event. */
function eventKey(event: WebhookEvent, raw: Buffer): string {
  const { id, reference, status } = event.data
  if (reference !== undefined) return `${event.event}:${String(id)}:${String(reference)}:${String(status)}`
  return `${event.event}:body:${createHash('sha256').update(raw).digest('hex')}`
}

/**
 * `POST /payment/webhook`: accepts only bodies signed with the secret key (HMAC-SHA512, `x-paystack-signature`),
 * hands each event to the listeners once (a replayed body is acknowledged and ignored), and answers 500 when a
 * listener fails so the provider retries.
 */
export async function receiveWebhook(
  db: Db,
  service: PaymentService,
  req: IncomingMessage,
  res: ServerResponse,
  log: (message: string) => void,
): Promise<void> {
  if (req.method !== 'POST') return void res.writeHead(405, { allow: 'POST' }).end()
  const secretKey = service.settings.secretKey
  if (!secretKey) return sendEnvelope(res, 503, 'Card payments are not configured')
  const raw = await readRawBody(req)
  if (!isValidSignature(raw, req.headers[SIGNATURE_HEADER], secretKey))
    return sendEnvelope(res, 401, 'Invalid signature')
  let event: WebhookEvent
  try {
    const parsed = JSON.parse(raw.toString('utf8')) as Partial<WebhookEvent>
    if (typeof parsed.event !== 'string' || !parsed.data || typeof parsed.data !== 'object') throw new Error()
    event = { event: parsed.event, data: parsed.data as Record<string, unknown> }
  } catch {
    return sendEnvelope(res, 400, 'Invalid event')
  }
  const key = eventKey(event, raw)
  if (!recordWebhookEvent(db, key, new Date().toISOString()))
    return sendEnvelope(res, 200, 'Event already processed')
  try {
    for (const listener of service.listeners) await listener(event)
  } catch (err) {
    forgetWebhookEvent(db, key)
    log(`[payment] webhook listener failed: ${(err as Error).message}`)
    return sendEnvelope(res, 500, 'Event could not be processed')
  }
  sendEnvelope(res, 200, 'Event processed')
}
