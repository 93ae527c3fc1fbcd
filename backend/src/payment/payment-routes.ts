import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Db } from '../db/database'
import {
  findPaymentByAccessCode,
  findPaymentById,
  findPaymentByReference,
  setPaymentIp,
  setPaymentLog,
} from '../db/payments'
import { checkoutPage, checkoutPageHeaders } from './checkout-page'
import { CHECKOUT_SCRIPT, CHECKOUT_STYLES } from './checkout-script'
import { bearerOf, HttpRefusal, readJsonObject, sendEnvelope } from './payment-http'
import type { PaymentService } from './payment-service'
import { SIMULATOR_API_PATH, SIMULATOR_CHECKOUT_PATH, WEBHOOK_PATH } from './payment-settings'
import { requestInline } from './simulator-inline'
import { applyOutcome, confirmTransfer, isOutcome } from './simulator-outcomes'
import { inlineView, verifyView } from './transaction-views'
import { deliverWebhook } from './webhook-delivery'
import { receiveWebhook } from './webhook-receiver'

export interface PaymentRouteDeps {
  db: Db
  payment: PaymentService
  storefrontUrl: string
  log: (message: string) => void
  now?: () => Date
}

const ASSETS_PATH = '/_payment/checkout-assets'

const sameKey = (given: string | null, expected: string | null) => {
  if (!given || !expected) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The payment paths: the shop's webhook (always), and, when the simulator is on, the provider's API and checkout
 * page. Answers false for any other path.
 */
export async function servePayment(
  deps: PaymentRouteDeps,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<boolean> {
  if (path === WEBHOOK_PATH) {
    await guarded(res, () => receiveWebhook(deps.db, deps.payment, req, res, deps.log))
    return true
  }
  if (!deps.payment.settings.simulator) return false
  if (path.startsWith(`${SIMULATOR_API_PATH}/`)) {
    await guarded(res, () => serveApi(deps, req, res, path.slice(SIMULATOR_API_PATH.length + 1)))
    return true
  }
  if (path.startsWith(`${ASSETS_PATH}/`)) {
    const asset = path.slice(ASSETS_PATH.length + 1)
    const [type, text] =
      asset === 'checkout.js'
        ? ['text/javascript; charset=utf-8', CHECKOUT_SCRIPT]
        : asset === 'checkout.css'
          ? ['text/css; charset=utf-8', CHECKOUT_STYLES]
          : [null, '']
    if (!type) return false
    res.writeHead(200, { 'content-type': type, 'x-content-type-options': 'nosniff' }).end(text)
    return true
  }
  if (path.startsWith(`${SIMULATOR_CHECKOUT_PATH}/`)) {
    await guarded(res, () => serveCheckout(deps, req, res, path.slice(SIMULATOR_CHECKOUT_PATH.length + 1)))
    return true
  }
  return false
}

async function guarded(res: ServerResponse, work: () => Promise<void> | void) {
  try {
    await work()
  } catch (err) {
    if (!(err instanceof HttpRefusal)) throw err
    if (!res.headersSent) sendEnvelope(res, err.httpStatus, err.message)
  }
}

const segment = (text: string | undefined) => {
  try {
    return text === undefined ? '' : decodeURIComponent(text)
  } catch {
    throw new HttpRefusal(400, 'Bad request')
  }
}
const expectMethod = (req: IncomingMessage, method: string) => {
  if (req.method !== method) throw new HttpRefusal(405, 'Method not allowed')
}

async function serveApi(deps: PaymentRouteDeps, req: IncomingMessage, res: ServerResponse, rest: string) {
  const { db, payment } = deps
  const now = deps.now?.() ?? new Date()
  const parts = rest.split('/')
  const [group, action, rawArg, tail] = parts
  const arg = segment(rawArg)
  if (group === 'checkout' && action === 'request_inline' && parts.length === 2) {
    expectMethod(req, 'POST')
    return sendEnvelope(
      res,
      200,
      'Access code retrieved',
      requestInline(db, payment.settings.publicKey, await readJsonObject(req), now),
    )
  }
  if (group === 'transaction' && parts.length === 3) {
    if (action === 'verify_access_code') {
      expectMethod(req, 'GET')
      const row = findPaymentByAccessCode(db, arg)
      return row
        ? sendEnvelope(res, 200, 'Access code validated', inlineView(row))
        : sendEnvelope(res, 404, 'Access code not found')
    }
    if (action === 'verify') {
      expectMethod(req, 'GET')
      if (!sameKey(bearerOf(req), payment.settings.secretKey)) return sendEnvelope(res, 401, 'Invalid key')
      const row = findPaymentByReference(db, arg)
      const domain = payment.settings.secretKey!.startsWith('sk_live_') ? 'live' : 'test'
      return row
        ? sendEnvelope(res, 200, 'Verification successful', verifyView(row, domain))
        : sendEnvelope(res, 404, 'Transaction reference not found')
    }
    if (action === 'update_log' || action === 'set_ip') {
      expectMethod(req, 'POST')
      const row = /^\d{1,12}$/.test(arg) ? findPaymentById(db, Number(arg)) : undefined
      if (!row) return sendEnvelope(res, 404, 'Transaction not found')
      if (!sameKey(bearerOf(req), row.public_key)) return sendEnvelope(res, 401, 'Invalid key')
      if (action === 'set_ip') {
        setPaymentIp(db, row.id, req.socket.remoteAddress ?? '')
        return sendEnvelope(res, 200, 'IP set')
      }
      const { payload } = await readJsonObject(req)
      let log: unknown
      try {
        log = typeof payload === 'string' ? JSON.parse(payload) : undefined
      } catch {
        log = undefined
      }
      if (!log || typeof log !== 'object' || Array.isArray(log))
        return sendEnvelope(res, 400, 'Invalid log payload')
      setPaymentLog(db, row.id, JSON.stringify(log))
      return sendEnvelope(res, 200, 'Log updated')
    }
  }
  // The simulated bank confirming a transfer (a dashboard action, so it takes the secret key).
  if (group === 'simulator' && action === 'transfers' && tail === 'confirm' && parts.length === 4) {
    expectMethod(req, 'POST')
    if (!sameKey(bearerOf(req), payment.settings.secretKey)) return sendEnvelope(res, 401, 'Invalid key')
    const row = findPaymentByReference(db, arg)
    if (!row) return sendEnvelope(res, 404, 'Transaction reference not found')
    confirmTransfer(db, row, now)
    const paid = await announceSuccess(deps, row.id)
    return sendEnvelope(res, 200, 'Transfer confirmed', paid)
  }
  sendEnvelope(res, 404, 'Not found')
}

/** Tells the shop's webhook about a successful charge, as the provider does; answers the verify view. */
async function announceSuccess(deps: PaymentRouteDeps, id: number) {
  const { payment } = deps
  const domain = payment.settings.secretKey!.startsWith('sk_live_') ? 'live' : 'test'
  const data = verifyView(findPaymentById(deps.db, id)!, domain)
  const status = await deliverWebhook(payment.webhookUrl, payment.settings.secretKey!, 'charge.success', data)
  if (status !== 200) deps.log(`[payment] webhook to ${payment.webhookUrl} answered ${status || 'nothing'}`)
  return data
}

async function serveCheckout(
  deps: PaymentRouteDeps,
  req: IncomingMessage,
  res: ServerResponse,
  rest: string,
) {
  const [rawCode, action, ...extra] = rest.split('/')
  const row = findPaymentByAccessCode(deps.db, segment(rawCode))
  if (extra.length || (action !== undefined && action !== 'charge'))
    return sendEnvelope(res, 404, 'Not found')
  if (action === undefined) {
    expectMethod(req, 'GET')
    if (!row) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Unknown access code')
    return void res
      .writeHead(200, checkoutPageHeaders(deps.storefrontUrl))
      .end(checkoutPage(row, deps.storefrontUrl, ASSETS_PATH))
  }
  expectMethod(req, 'POST')
  // JSON only: a cross-site form cannot send it without the browser asking first.
  if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
    return sendEnvelope(res, 415, 'JSON expected')
  if (!row) return sendEnvelope(res, 404, 'Access code not found')
  const { outcome } = await readJsonObject(req)
  if (!isOutcome(outcome)) return sendEnvelope(res, 400, 'Unknown outcome')
  applyOutcome(deps.db, row, outcome, deps.now?.() ?? new Date())
  if (outcome === 'success') await announceSuccess(deps, row.id)
  const messages = {
    success: 'Approved',
    pending: 'Awaiting your bank transfer',
    failed: 'Declined',
    abandoned: 'Payment cancelled',
  }
  sendEnvelope(res, 200, messages[outcome], { id: row.id, reference: row.reference, status: outcome })
}
