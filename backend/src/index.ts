import { rmSync } from 'node:fs'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import type { App } from './app'
import { loadSecrets } from './auth/secrets'
import { getMeta, openDatabase } from './db/database'
import { createSchema } from './graphql/schema'
import { createHttpServer } from './http/server'
import { DEMO_ACCOUNTS } from './seed/fixtures'
import { outboxEnabled } from './outbox/outbox-policy'
import { requestSettings } from './http/request-settings'
import { seedShop } from './seed/seed'
import { MANAGER_USERNAME, ensureManagerAccount } from './shop/manager-account'
import { payOrdersOnWebhook } from './shop/payment-order'
import { settleOverdueCardOrders, type SettledOrders } from './shop/overdue-card-orders'
import { holdStockMinutes, startUnpaidOrderSweep } from './shop/unpaid-orders'
import { createRateLimits, type RateLimitConfig } from './shop/rate-limits'
import { createPaymentService, type PaymentService } from './payment/payment-service'
import { resolvePaymentSettings, type PaymentOptions } from './payment/payment-settings'

export interface BackendOptions {
  port?: number /* 0 = random free port */
  host?: string
  dataDir: string
  products?: number
  reseed?: boolean
  storefrontUrl?: string
  siteUrl?: string
  quiet?: boolean
  /** Serve `GET /_outbox`; by default only when NODE_ENV is development or test. Never on a public address. */
  outbox?: boolean
  /** NODE_ENV as the operator set it (main.ts defaults the process's own to production for speed). */
  nodeEnv?: string
  /** Limits on failed logins, reset mails, registrations and coupon guesses (defaults in shop/rate-limits.ts). */
  rateLimits?: Partial<RateLimitConfig>
  /** The clock in milliseconds of the rate limits and of products' modification times (tests move it). */
  clock?: () => number
  /**
   * The shop manager's password (`manager`, may edit products with updateProduct): the account is created, or its
   * password changed, at start. Without it there is no usable manager account (shop/manager-account.ts).
   */
  managerPassword?: string
  /** Card payments: keys and the provider API verified with (payment/payment-settings.ts). */
  payment?: PaymentOptions
  /** GRAPHQL_DEBUG as WPGraphQL has it (default `$GRAPHQL_DEBUG`, else on): see request-settings.ts. */
  debug?: boolean
  /**
   * The companion plugin's login failure reasons (its setting `forge_headless_login_failure_reasons`): default
   * `$LOGIN_FAILURE_REASONS`, else on, as the plugin's default.
   */
  loginFailureReasons?: boolean
  /**
   * Headless Login's access control: GraphQL requests from other origins (or with neither Origin nor Referer) get HTTP
   * 403. Default `$ALLOWED_ORIGINS` (comma-separated); empty means off. The storefront's and the site's own origins
   * are always allowed once it is on.
   */
  allowedOrigins?: string[]
  /**
   * WooCommerce's "Hold stock (minutes)": an unpaid (pending) order is cancelled and its stock restored this long after
   * it was placed. Default `$HOLD_STOCK_MINUTES`, else 60; 0 keeps unpaid orders (shop/unpaid-orders.ts).
   */
  holdStockMinutes?: number
}

export interface RunningBackend {
  origin: string /* http://127.0.0.1:PORT */
  graphqlUrl: string /* origin + '/graphql' */
  outbox: boolean
  /** The origins GraphQL requests may come from (Headless Login's access control); null when off. */
  allowedOrigins: string[] | null
  /** Whether GraphQL answers carry WPGraphQL's debug reasons. */
  debug: boolean
  /** Whether a failed login's error carries WordPress's code (the companion plugin's setting). */
  loginFailureReasons: boolean
  /** Card payments: verifyPaidTransaction, claimReference, onWebhookEvent, the settings in force. */
  payment: PaymentService
  /** Minutes an unpaid order holds its stock before the sweep cancels it; 0 when it never does. */
  holdStockMinutes: number
  /** Runs the unpaid-order sweep now (it also runs at start and every minute); answers the order ids cancelled. */
  sweepUnpaidOrders(): number[]
  /**
   * Settles the overdue orders awaiting a provider's payment by asking it (also at start and every minute):
   * paid ones completed, unpaid ones cancelled, pending ones kept (shop/overdue-card-orders.ts).
   */
  settleOverdueCardOrders(): Promise<SettledOrders>
  close(): Promise<void>
}

const DEFAULT_PRODUCTS = 120

/** Drops the shop database (and rendered images) so the next open starts empty; the signing keys are kept. */
function wipeShop(dataDir: string) {
  for (const file of ['shop.sqlite', 'shop.sqlite-wal', 'shop.sqlite-shm'])
    rmSync(path.join(dataDir, file), { force: true })
  rmSync(path.join(dataDir, 'media-cache'), { recursive: true, force: true })
}

/**
 * Starts the embedded commerce backend: opens (seeding on first start, or reseeding when `products` differs from the
 * stored catalogue or `reseed` is set) the SQLite shop in `dataDir` and serves GraphQL at `/graphql`.
 */
export async function startBackend(opts: BackendOptions): Promise<RunningBackend> {
  const dataDir = path.resolve(opts.dataDir)
  const log = (message: string) => opts.quiet || console.info(message)
  let db = openDatabase(dataDir)
  const stored = getMeta(db, 'catalogue_size')
  if (
    stored !== undefined &&
    (opts.reseed || (opts.products !== undefined && String(opts.products) !== stored))
  ) {
    db.close()
    wipeShop(dataDir)
    db = openDatabase(dataDir)
  }
  if (getMeta(db, 'catalogue_size') === undefined) {
    const count = opts.products ?? DEFAULT_PRODUCTS
    const started = performance.now()
    seedShop(db, count)
    log(`Seeded ${count} products in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  const emailDomain = DEMO_ACCOUNTS[0]!.email.split('@')[1]
  await ensureManagerAccount(db, opts.managerPassword, `${MANAGER_USERNAME}@${emailDomain}`)
  const host = opts.host ?? '127.0.0.1'
  const settings = requestSettings(opts, process.env)
  const clock = opts.clock ?? Date.now
  const app: App = {
    db,
    secrets: loadSecrets(dataDir),
    dataDir,
    siteUrl: '',
    storefrontUrl: (opts.storefrontUrl ?? process.env.STOREFRONT_URL ?? 'http://localhost:3000').replace(
      /\/$/,
      '',
    ),
    quiet: opts.quiet ?? false,
    debug: settings.debug,
    loginFailureReasons: settings.loginFailureReasons,
    development: settings.development,
    allowedOrigins: null,
    demoLogins: DEMO_ACCOUNTS,
    outbox: false,
    rateLimits: createRateLimits(opts.rateLimits, clock),
    clock,
    payment: createPaymentService(
      db,
      resolvePaymentSettings({
        options: opts.payment,
        env: process.env,
        nodeEnv: 'nodeEnv' in opts ? opts.nodeEnv : process.env.NODE_ENV,
      }),
    ),
  }
  // Card orders awaiting payment are completed by the provider's signed charge.success events.
  app.payment.onWebhookEvent(payOrdersOnWebhook(db, app.payment))
  const holdMinutes = holdStockMinutes(opts.holdStockMinutes, process.env)
  const settleCardOrders = async () => {
    const settled = await settleOverdueCardOrders(db, app.payment, clock(), holdMinutes)
    if (settled.paid.length)
      log(`Completed ${settled.paid.length} overdue order(s) the provider says are paid (webhook missed)`)
    if (settled.cancelled.length)
      log(`Cancelled ${settled.cancelled.length} unpaid order(s) the provider says are not paid`)
    return settled
  }
  const unpaidSweep = startUnpaidOrderSweep(db, { clock, holdMinutes, log, settleCardOrders })
  const server = createHttpServer(app, createSchema())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 4000, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  app.siteUrl = (opts.siteUrl ?? process.env.BACKEND_SITE_URL ?? origin).replace(/\/$/, '')
  app.allowedOrigins = settings.allowedOrigins
    ? new Set([...settings.allowedOrigins, new URL(app.storefrontUrl).origin, new URL(app.siteUrl).origin])
    : null
  app.outbox = outboxEnabled({
    requested: opts.outbox,
    nodeEnv: 'nodeEnv' in opts ? opts.nodeEnv : process.env.NODE_ENV,
    host,
    publicUrls: [app.siteUrl],
  })
  return {
    origin,
    graphqlUrl: `${origin}/graphql`,
    outbox: app.outbox,
    allowedOrigins: app.allowedOrigins ? [...app.allowedOrigins] : null,
    debug: app.debug,
    loginFailureReasons: app.loginFailureReasons,
    payment: app.payment,
    holdStockMinutes: holdMinutes,
    sweepUnpaidOrders: unpaidSweep.sweep,
    settleOverdueCardOrders: settleCardOrders,
    close: () =>
      new Promise<void>((resolve) => {
        unpaidSweep.stop()
        server.close(() => {
          db.close()
          resolve()
        })
        server.closeAllConnections()
      }),
  }
}

// What the root's scripts and tests use besides startBackend: the outbox's loopback rule (npm start decides whether to
// ask for it), the edit-product tool (the build benchmark and the rebuild tests edit a product as the manager would)
// and the development secret key the end-to-end card payment test calls the provider's stand-in with. The backend's
// own tests (backend/tests) import what they exercise from its module.
export { isLoopback } from './outbox/outbox-policy'
export { editProduct } from './tools/product-editor'
export { DEV_SECRET_KEY } from './payment/payment-settings'
export { PRODUCT_PAGE_FRAGMENTS } from './graphql/product-page-selection'
export { MAX_LINE_QUANTITY } from './shop/quantities'
