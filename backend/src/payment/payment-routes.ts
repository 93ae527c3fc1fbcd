import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Db } from '../db/database'
import { HttpRefusal, sendEnvelope } from './payment-http'
import type { PaymentService } from './payment-service'
import { isWebhookUrl } from './payment-settings'
import { receiveWebhook } from './webhook-receiver'

export interface PaymentRouteDeps {
  db: Db
  payment: PaymentService
  log: (message: string) => void
}

/** The shop's payment paths: the provider's signed webhook (isWebhookUrl). Answers false for any other URL. */
export async function servePayment(
  deps: PaymentRouteDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  if (!isWebhookUrl(url)) return false
  try {
    await receiveWebhook(deps.db, deps.payment, req, res, deps.log)
  } catch (err) {
    if (!(err instanceof HttpRefusal)) throw err
    if (!res.headersSent) sendEnvelope(res, err.httpStatus, err.message)
  }
  return true
}
