/**
 * `npm start`: the whole shop on one machine. Starts the embedded backend (seeding it on first run) in its own
 * process, builds and prerenders the storefront against it, serves the output like a CDN, prints the address.
 * Env: PORT (3000), BACKEND_PORT (4000), PRODUCTS (catalogue size on first seed), GQL_HOST to use another backend
 * instead of the embedded one; PAYMENT_CHECKOUT_URL / PAYMENT_API_URL (the card provider: the build points Paystack's
 * SDK there and the CSP follows; default on this machine the payment simulator at 127.0.0.1:4300 and :4301, which is
 * started here), PAYMENT_FRAME_ORIGIN (CSP only).
 *
 * Separate processes, so that none can take another down: a request that crashed one would otherwise stop all.
 * The backend's outbox (sent mail, reset links included) is on only for a local, non-production run, and says so.
 */
import { isLoopback } from '../backend/src/index'
import { readPaymentHosts } from '../src/config/payment-hosts'
import { buildSite } from './build'
import { startBackendProcess, type BackendProcess } from './serve/backend-process'
import type { ChildService } from './serve/child-service'
import { startSimulatorProcess } from './serve/simulator-process'
import { avatarOriginFromEnv, paymentOriginsFromEnv } from './serve/security-headers'
import { startStaticServer } from './serve/static-server'

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
const siteUrl = process.env.SITE_URL ?? `http://localhost:${port}`

const backendPort = process.env.BACKEND_PORT ?? '4000'
const payment = readPaymentHosts({ ...process.env, SITE_URL: siteUrl })
let gqlHost = process.env.GQL_HOST
let backend: BackendProcess | undefined
let simulator: ChildService | undefined
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    backend?.stop()
    simulator?.stop()
    process.exit(0)
  })

// Card payments on this machine go to the simulator (never in production: it refuses to start there).
if (isLoopback(payment.apiUrl) && isLoopback(payment.checkoutUrl)) {
  simulator = await startSimulatorProcess({
    hosts: payment,
    webhookUrl: `${gqlHost ? new URL(gqlHost).origin : `http://127.0.0.1:${backendPort}`}/payment/webhook`,
    storefront: siteUrl,
  })
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
    { PAYMENT_PROVIDER_API_URL: process.env.PAYMENT_PROVIDER_API_URL || payment.apiUrl },
  )
  gqlHost = backend.graphqlUrl
  console.info(`Backend: ${gqlHost}`)
}

await buildSite({ env: { ...process.env, GQL_HOST: gqlHost, SITE_URL: siteUrl } })
const server = await startStaticServer({
  root: 'dist/client',
  port,
  host,
  backendOrigin: new URL(gqlHost).origin,
  ...paymentOriginsFromEnv({ ...process.env, SITE_URL: siteUrl }),
  ...avatarOriginFromEnv(process.env),
})
console.info(`\nThe shop is running at ${siteUrl} (served from ${server.url}). Press Ctrl+C to stop.`)
