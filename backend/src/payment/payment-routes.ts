import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Db } from '../db/database'
import { HttpRefusal, sendEnvelope } from './payment-http'
import type { PaymentService } from './payment-service'
import { WEBHOOK_PATH } from './payment-settings'
import { receiveWebhook } from './webhook-receiver'

export interface PaymentRouteDeps {
  db: Db
  payment: PaymentService
  log: (message: string) => void
}

/** The shop's payment path: the provider's signed webhook. Answers false for any other path. */
export async function servePayment(
  deps: PaymentRouteDeps,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<boolean> {
  if (path !== WEBHOOK_PATH) return false
  try {
    await receiveWebhook(deps.db, deps.payment, req, res, deps.log)
  } catch (err) {
    if (!(err instanceof HttpRefusal)) throw err
    if (!res.headersSent) sendEnvelope(res, err.httpStatus, err.message)
  }
  return true
}
