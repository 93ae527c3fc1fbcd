import type { IncomingMessage, ServerResponse } from 'node:http'
import { announceSuccess, domainOf, type SimulatorContext } from './context'
import { bearerOf, expectMethod, readJsonObject, refuse, sameKey, segment, sendEnvelope } from './http'
import { createTransaction } from './new-transaction'
import { confirmPendingTransfer, expirePendingTransfer } from './outcomes'
import { inlineView, verifyView } from './views'

const CORS_HEADERS = {
  // Paystack's public API answers any origin, without credentials: the merchant's page calls it directly.
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, authorization, accept-language, x-connect-account',
  'access-control-max-age': '86400',
}

/** The API origin (api.paystack.co's stand-in). */
export async function serveApi(
  ctx: SimulatorContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
) {
  res.setHeader('access-control-allow-origin', '*')
  if (req.method === 'OPTIONS') return void res.writeHead(204, CORS_HEADERS).end()
  const parts = path.slice(1).split('/')
  const [group, action, rawArg, tail] = parts
  const route = parts.length === 2 ? `${group}/${action}` : `${group}/${action}/:arg${tail ? `/${tail}` : ''}`
  const arg = segment(rawArg)
  const handler = parts.length <= 4 ? ROUTES[route] : undefined
  if (!handler) return sendEnvelope(res, 404, 'Not found')
  expectMethod(req, handler.method)
  await handler.serve(ctx, req, res, arg)
}

type Handler = (
  ctx: SimulatorContext,
  req: IncomingMessage,
  res: ServerResponse,
  arg: string,
) => Promise<void>

const requireSecretKey = (ctx: SimulatorContext, req: IncomingMessage) => {
  if (!sameKey(bearerOf(req), ctx.secretKey)) refuse('Invalid key', 401)
}

/** The merchant's own transaction by reference (secret key): 401 without the key, 404 when there is none. */
const merchantTransaction = (ctx: SimulatorContext, req: IncomingMessage, reference: string) => {
  requireSecretKey(ctx, req)
  return ctx.store.findByReference(reference) ?? refuse('Transaction reference not found', 404)
}

const transactionById = (ctx: SimulatorContext, req: IncomingMessage, arg: string) => {
  const row = /^\d{1,12}$/.test(arg) ? ctx.store.findById(Number(arg)) : undefined
  if (!row) return refuse('Transaction not found', 404)
  if (!sameKey(bearerOf(req), row.publicKey)) refuse('Invalid key', 401)
  return row
}

const ROUTES: Record<string, { method: string; serve: Handler }> = {
  /** The SDK (or the checkout) creating a transaction from the merchant's public key and the shopper's details. */
  'checkout/request_inline': {
    method: 'POST',
    serve: async (ctx, req, res) => {
      const body = await readJsonObject(req)
      if (typeof body.key !== 'string' || !sameKey(body.key, ctx.publicKey)) refuse('Invalid key', 401)
      const row = createTransaction(ctx.store, ctx.publicKey, body, ctx.now())
      sendEnvelope(res, 200, 'Access code retrieved', inlineView(row))
    },
  },
  'transaction/verify_access_code/:arg': {
    method: 'GET',
    serve: async (ctx, _req, res, code) => {
      const row = ctx.store.findByAccessCode(code)
      if (!row) return sendEnvelope(res, 404, 'Access code not found')
      sendEnvelope(res, 200, 'Access code validated', inlineView(row))
    },
  },
  'transaction/set_ip/:arg': {
    method: 'POST',
    serve: async (ctx, req, res, id) => {
      transactionById(ctx, req, id).ipAddress = req.socket.remoteAddress ?? ''
      sendEnvelope(res, 200, 'IP set')
    },
  },
  'transaction/update_log/:arg': {
    method: 'POST',
    serve: async (ctx, req, res, id) => {
      const row = transactionById(ctx, req, id)
      const { payload } = await readJsonObject(req)
      let log: unknown
      try {
        log = typeof payload === 'string' ? JSON.parse(payload) : undefined
      } catch {
        log = undefined
      }
      if (!log || typeof log !== 'object' || Array.isArray(log)) refuse('Invalid log payload')
      row.log = log
      sendEnvelope(res, 200, 'Log updated')
    },
  },
  /** The merchant's server creating a transaction; the shopper then pays it with resumeTransaction(accessCode). */
  'transaction/initialize': {
    method: 'POST',
    serve: async (ctx, req, res) => {
      requireSecretKey(ctx, req)
      const body = await readJsonObject(req)
      delete body.ref
      const row = createTransaction(ctx.store, ctx.publicKey, body, ctx.now())
      sendEnvelope(res, 200, 'Authorization URL created', {
        authorization_url: `${ctx.checkoutOrigin}/${row.accessCode}`,
        access_code: row.accessCode,
        reference: row.reference,
      })
    },
  },
  'transaction/verify/:arg': {
    method: 'GET',
    serve: async (ctx, req, res, reference) => {
      const row = merchantTransaction(ctx, req, reference)
      sendEnvelope(res, 200, 'Verification successful', verifyView(row, domainOf(ctx)))
    },
  },
  /** The simulated bank confirming a transfer (a dashboard action, so it takes the secret key). */
  'simulator/transfers/:arg/confirm': {
    method: 'POST',
    serve: async (ctx, req, res, reference) => {
      const row = merchantTransaction(ctx, req, reference)
      confirmPendingTransfer(row, ctx.now())
      sendEnvelope(res, 200, 'Transfer confirmed', await announceSuccess(ctx, row))
    },
  },
  /** The transfer's account expiring unpaid: the transaction ends abandoned (no webhook: nothing was paid). */
  'simulator/transfers/:arg/expire': {
    method: 'POST',
    serve: async (ctx, req, res, reference) => {
      const row = merchantTransaction(ctx, req, reference)
      expirePendingTransfer(row)
      sendEnvelope(res, 200, 'Transfer expired', verifyView(row, domainOf(ctx)))
    },
  },
}
