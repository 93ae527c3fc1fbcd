/**
 * `npm start`: the whole shop on one machine. Starts the embedded backend (seeding it on first run) in its own
 * process, builds and prerenders the storefront against it, serves the output like a CDN, prints the address.
 * Env: PORT (3000), BACKEND_PORT (4000), PRODUCTS (catalogue size on first seed), GQL_HOST to use another backend
 * instead of the embedded one; PAYMENT_CHECKOUT_URL / PAYMENT_API_URL (the card provider: the build points Paystack's
 * SDK there and the CSP follows; default on this machine the payment simulator at 127.0.0.1:4300 and :4301, or free
 * ports when another run holds those, which is started here), PAYMENT_WEBHOOK_URL (where the simulator delivers
 * webhooks; default woo-paystack's endpoint on the shop at GQL_HOST, which the embedded backend answers too),
 * PAYMENT_FRAME_ORIGIN (CSP only).
 *
 * Separate processes, so that none can take another down: a request that crashed one would otherwise stop all.
 * The backend's outbox (sent mail, reset links included) is on only for a local, non-production run, and says so.
 */
import { isLoopback } from '../backend/src/index'
import { readPaymentHosts } from '../src/config/payment-hosts'
import { buildSite } from './build'
import { startBackendProcess, type BackendProcess } from './serve/backend-process'
import { ChildExitedError, type ChildService } from './serve/child-service'
import { portIsFree } from './serve/ports'
import { shopWebhookUrl } from './serve/shop-webhook-url'
import { simulatorHostsFor } from './serve/simulator-hosts'
import { startSimulatorProcess } from './serve/simulator-process'
import { avatarOriginFromEnv, paymentOriginsFromEnv } from './serve/security-headers'
import { startStaticServer } from './serve/static-server'

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
const siteUrl = process.env.SITE_URL ?? `http://localhost:${port}`

const backendPort = process.env.BACKEND_PORT ?? '4000'
let gqlHost = process.env.GQL_HOST
const env: Record<string, string | undefined> = { ...process.env, SITE_URL: siteUrl }
const payment = readPaymentHosts(env)

// A second run on this machine: say which setting to change rather than fail half-way with EADDRINUSE.
for (const [name, value, wanted] of [
  ['PORT', port, true],
  ['BACKEND_PORT', Number(backendPort), !gqlHost],
] as const)
  if (wanted && !(await portIsFree(value, name === 'PORT' ? host : '127.0.0.1'))) {
    console.error(`Port ${value} is in use (another npm start?): set ${name} to a free port.`)
    process.exit(1)
  }
let backend: BackendProcess | undefined
let simulator: ChildService | undefined
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    backend?.stop()
    simulator?.stop()
    process.exit(0)
  })

/** A service that could not start has said why on the line above: stop there, without a stack trace. */
function stopIfExited(error: unknown): never {
  if (!(error instanceof ChildExitedError)) throw error
  backend?.stop()
  simulator?.stop()
  console.error(`npm start stopped: ${error.message}`)
  process.exit(1)
}

// Card payments on this machine go to the simulator (never in production: it refuses to start there).
if (isLoopback(payment.apiUrl) && isLoopback(payment.checkoutUrl)) {
  const { hosts, moved } = await simulatorHostsFor(
    payment,
    Boolean(process.env.PAYMENT_API_URL || process.env.PAYMENT_CHECKOUT_URL),
  )
  if (moved)
    console.info('The payment simulator’s usual ports are taken (another npm start?): using free ones.')
  // The build points the SDK at these, and the static server's CSP allows them.
  env.PAYMENT_API_URL = hosts.apiUrl
  env.PAYMENT_CHECKOUT_URL = hosts.checkoutUrl
  simulator = await startSimulatorProcess({
    hosts,
    webhookUrl:
      process.env.PAYMENT_WEBHOOK_URL || shopWebhookUrl(gqlHost ?? `http://127.0.0.1:${backendPort}/graphql`),
    storefront: siteUrl,
  }).catch(stopIfExited)
}
if (!gqlHost) {
  const local = process.env.NODE_ENV !== 'production' && isLoopback(host) && isLoopback(siteUrl)
  backend = await startBackendProcess(
    [
      '--port',
      backendPort,
      '--data-dir',
      process.env.BACKEND_DATA_DIR ?? 'backend/.data',
      '--storefront',
      siteUrl,
      ...(process.env.PRODUCTS ? ['--products', process.env.PRODUCTS] : []),
      ...(local ? ['--outbox'] : []),
    ],
    // The backend verifies card payments with the provider the shop pays through.
    {
      PAYMENT_PROVIDER_API_URL: process.env.PAYMENT_PROVIDER_API_URL || env.PAYMENT_API_URL || payment.apiUrl,
    },
  ).catch(stopIfExited)
  gqlHost = backend.graphqlUrl
  console.info(`Backend: ${gqlHost}`)
}

await buildSite({ env: { ...env, GQL_HOST: gqlHost } })
await startStaticServer({
  root: 'dist/client',
  port,
  host,
  backendOrigin: new URL(gqlHost).origin,
  ...paymentOriginsFromEnv(env),
  ...avatarOriginFromEnv(process.env),
})
// One address: SITE_URL's, the one the backend answers (its CORS allows the storefront's origin only).
console.info(`\nThe shop is running at ${siteUrl}. Press Ctrl+C to stop.`)
