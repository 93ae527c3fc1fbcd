import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serveApi } from './api-routes'
import { serveCheckout } from './checkout-routes'
import type { SimulatorContext } from './context'
import { guarded } from './http'
import { TransactionStore } from './store'

/** The test keys the simulator accepts by default (the storefront's development config uses the public one). */
export const DEFAULT_SECRET_KEY = 'sk_test_embedded_simulator'
export const DEFAULT_PUBLIC_KEY = 'pk_test_embedded_simulator'
export { SIGNATURE_HEADER, signWebhook } from './webhook'

export interface PaymentSimulatorOptions {
  /** Port of the API origin (api.paystack.co's stand-in); 0 picks a free one. Default 0. */
  apiPort?: number
  /** Port of the checkout origin (checkout.paystack.com's stand-in); 0 picks a free one. Default 0. */
  checkoutPort?: number
  /** A loopback address only (default 127.0.0.1). */
  host?: string
  secretKey?: string
  publicKey?: string
  /** The shop's webhook, where `charge.success` is delivered signed with the secret key; none: not delivered. */
  webhookUrl?: string
  /** Storefront origins allowed to frame the popup (this machine's origins always are). */
  frameAncestors?: string[]
  /** At most this many transactions are kept, the oldest dropped first. Default 10 000. */
  maxTransactions?: number
  log?: (message: string) => void
}

export interface PaymentSimulator {
  /** `http://127.0.0.1:<port>/`: the SDK's paystackApiUrl and the merchant server's API base. */
  apiUrl: string
  /** `http://127.0.0.1:<port>/`: the SDK's checkoutUrl. */
  checkoutUrl: string
  secretKey: string
  publicKey: string
  /** The simulated bank confirming a pending transfer: the transaction succeeds and the webhook is told. */
  confirmTransfer(reference: string): Promise<void>
  /** Where webhooks go from now on (the shop may start after the simulator, on a port known only then). */
  setWebhookUrl(url: string | null): void
  close(): Promise<void>
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1'])

/**
 * Starts Paystack's stand-in on two loopback origins (API and checkout), with its transactions in memory. Refuses
 * to run in production: it marks anything paid at a button press.
 */
export async function startPaymentSimulator(
  options: PaymentSimulatorOptions = {},
): Promise<PaymentSimulator> {
  if (process.env.NODE_ENV === 'production')
    throw new Error(
      'The payment simulator does not run in production (NODE_ENV=production): it marks any payment paid at a button press.',
    )
  const host = options.host ?? '127.0.0.1'
  if (!LOOPBACK_HOSTS.has(host))
    throw new Error(
      `The payment simulator listens on this machine only (127.0.0.1, localhost, ::1), not ${host}.`,
    )
  const ctx: SimulatorContext = {
    store: new TransactionStore(options.maxTransactions),
    secretKey: options.secretKey ?? DEFAULT_SECRET_KEY,
    publicKey: options.publicKey ?? DEFAULT_PUBLIC_KEY,
    webhookUrl: options.webhookUrl ?? null,
    apiOrigin: '',
    checkoutOrigin: '',
    frameAncestors: (options.frameAncestors ?? []).map((url) => new URL(url).origin),
    log: options.log ?? ((message) => console.warn(message)),
    now: () => new Date(),
  }
  const api = await listen(host, options.apiPort ?? 0, ctx, serveApi)
  const checkout = await listen(host, options.checkoutPort ?? 0, ctx, serveCheckout).catch(async (err) => {
    await stop(api)
    throw err
  })
  ctx.apiOrigin = originOf(host, api)
  ctx.checkoutOrigin = originOf(host, checkout)
  return {
    apiUrl: `${ctx.apiOrigin}/`,
    checkoutUrl: `${ctx.checkoutOrigin}/`,
    secretKey: ctx.secretKey,
    publicKey: ctx.publicKey,
    async confirmTransfer(reference) {
      const response = await fetch(
        `${ctx.apiOrigin}/simulator/transfers/${encodeURIComponent(reference)}/confirm`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${ctx.secretKey}` },
        },
      )
      const body = (await response.json()) as { message?: string }
      if (!response.ok) throw new Error(`confirmTransfer(${reference}): ${body.message ?? response.status}`)
    },
    setWebhookUrl(url) {
      ctx.webhookUrl = url
    },
    close: async () => void (await Promise.all([stop(api), stop(checkout)])),
  }
}

type Route = (ctx: SimulatorContext, req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>

function listen(host: string, port: number, ctx: SimulatorContext, route: Route): Promise<Server> {
  const server = createServer((req, res) => {
    void guarded(res, ctx.log, () => {
      return route(ctx, req, res, new URL(req.url ?? '/', 'http://simulator').pathname)
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}

const originOf = (host: string, server: Server) => {
  const { port } = server.address() as AddressInfo
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
