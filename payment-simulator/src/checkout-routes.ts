import type { IncomingMessage, ServerResponse } from 'node:http'
import { checkoutPage, checkoutPageHeaders, POPUP_ASSETS } from './checkout-page'
import { announceSuccess, type SimulatorContext } from './context'
import { expectMethod, readJsonObject, sendEnvelope } from './http'
import { applyOutcome, isOutcome } from './outcomes'

const MESSAGES = {
  success: 'Approved',
  pending: 'Awaiting your bank transfer',
  failed: 'Declined',
  abandoned: 'Payment cancelled',
}

/** The checkout origin (checkout.paystack.com's stand-in): the popup page, its files, and its charge endpoint. */
export async function serveCheckout(
  ctx: SimulatorContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
) {
  const asset = Object.hasOwn(POPUP_ASSETS, path) ? POPUP_ASSETS[path] : undefined
  if (asset) {
    expectMethod(req, 'GET')
    return void res
      .writeHead(200, { 'content-type': asset.type, 'x-content-type-options': 'nosniff' })
      .end(asset.text)
  }
  if (path === '/charge') return charge(ctx, req, res)
  // `/popup` for the SDK; an access code is the authorization_url that initialize answers.
  if (path === '/popup' || ctx.store.findByAccessCode(path.slice(1))) {
    expectMethod(req, 'GET')
    return void res
      .writeHead(200, checkoutPageHeaders(ctx.apiOrigin, ctx.frameAncestors))
      .end(checkoutPage(ctx.apiOrigin, ctx.frameAncestors))
  }
  sendEnvelope(res, 404, 'Not found')
}

/** `POST /charge` `{accessCode, outcome}` from the page's buttons. */
async function charge(ctx: SimulatorContext, req: IncomingMessage, res: ServerResponse) {
  expectMethod(req, 'POST')
  // JSON only: another site cannot send it without the browser asking first, and this origin answers no CORS.
  if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
    return sendEnvelope(res, 415, 'JSON expected')
  const { accessCode, outcome } = await readJsonObject(req)
  const row = typeof accessCode === 'string' ? ctx.store.findByAccessCode(accessCode) : undefined
  if (!row) return sendEnvelope(res, 404, 'Access code not found')
  if (!isOutcome(outcome)) return sendEnvelope(res, 400, 'Unknown outcome')
  applyOutcome(row, outcome, ctx.now())
  if (outcome === 'success') await announceSuccess(ctx, row)
  sendEnvelope(res, 200, MESSAGES[outcome], { id: row.id, reference: row.reference, status: outcome })
}
