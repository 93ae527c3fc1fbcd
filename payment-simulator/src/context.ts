import type { Transaction, TransactionStore } from './store'
import { verifyView } from './views'
import { deliverWebhook } from './webhook'

/** What both origins share: the keys, the transactions, where webhooks go. */
export interface SimulatorContext {
  store: TransactionStore
  secretKey: string
  publicKey: string
  webhookUrl: string | null
  /** Origins (no trailing slash) of the API and of the checkout. */
  apiOrigin: string
  checkoutOrigin: string
  /** Storefront origins allowed to frame the checkout, besides this machine's. */
  frameAncestors: string[]
  log: (message: string) => void
  now: () => Date
}

export const domainOf = (ctx: SimulatorContext) => (ctx.secretKey.startsWith('sk_live_') ? 'live' : 'test')

/** Tells the shop's webhook about a successful charge, as Paystack does; answers the verify view. */
export async function announceSuccess(ctx: SimulatorContext, row: Transaction) {
  const data = verifyView(row, domainOf(ctx))
  if (!ctx.webhookUrl) return data
  const status = await deliverWebhook(ctx.webhookUrl, ctx.secretKey, 'charge.success', data)
  if (status !== 200)
    ctx.log(`[payment-simulator] webhook to ${ctx.webhookUrl} answered ${status || 'nothing'}`)
  return data
}
