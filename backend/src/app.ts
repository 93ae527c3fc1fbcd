import type { Secrets } from './auth/secrets'
import type { Db } from './db/database'
import type { PaymentService } from './payment/payment-service'
import type { RateLimits } from './shop/rate-limits'

/** What every request handler shares: the database, signing keys and the public addresses. */
export interface App {
  db: Db
  secrets: Secrets
  dataDir: string
  /** The backend's public origin: `iss` of every token and the base of media URLs. */
  siteUrl: string
  /** The storefront's origin: CORS, links in mails, OAuth redirects. */
  storefrontUrl: string
  quiet: boolean
  /**
   * WPGraphQL's GRAPHQL_DEBUG: reasons in `extensions.debug` and `debugMessage` of internal errors; off, every answer
   * carries only the DEBUG_LOGS_INACTIVE notice, as a production site sends.
   */
  debug: boolean
  /**
   * The companion plugin's login failure reasons (forge-headless-payments, on by default): a failed password login's
   * error carries WordPress's code as `extensions.code` (graphql/errors.ts).
   */
  loginFailureReasons: boolean
  /** Headless Login's access control: the origins a GraphQL request may come from; null when off (any origin). */
  allowedOrigins: ReadonlySet<string> | null
  /** NODE_ENV development or test: CORS also answers any localhost origin (http/request-settings.ts). */
  development: boolean
  /** Whether `GET /_outbox` is served (development and tests only, see outbox-policy.ts). */
  outbox: boolean
  /** In-memory counters of failed logins, reset mails, registrations and coupon guesses (shop/rate-limits.ts). */
  rateLimits: RateLimits
  /** Card payments: settings, server-side verification, webhook listeners (payment/payment-service.ts). */
  payment: PaymentService
  /** Now, in milliseconds: products' modification times and the rate limits (tests may move it). */
  clock: () => number
  /** Accounts the demo OAuth page offers to fill in (the seeded demo customers). */
  demoLogins: DemoLogin[]
}

export interface DemoLogin {
  email: string
  password: string
  firstName: string
  lastName: string
}
