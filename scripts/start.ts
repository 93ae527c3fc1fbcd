/**
 * `npm start`: the whole shop on one machine. Starts the embedded backend (seeding it on first run) in its own
 * process, builds and prerenders the storefront against it, serves the output like a CDN, prints the address.
 * Env: PORT (3000), BACKEND_PORT (4000), PRODUCTS (catalogue size on first seed), GQL_HOST to use another backend
 * instead of the embedded one; PAYMENT_CHECKOUT_URL / PAYMENT_API_URL (a real card provider: the build's popup and
 * the CSP's frame-src and connect-src follow them; default the backend's simulator), PAYMENT_FRAME_ORIGIN (CSP only).
 *
 * Two processes, so that neither can take the other down: a request that crashed one would otherwise stop both.
 * The backend's outbox (sent mail, reset links included) is on only for a local, non-production run, and says so.
 */
import { isLoopback } from '../backend/src/index'
import { buildSite } from './build'
import { startBackendProcess, type BackendProcess } from './serve/backend-process'
import { avatarOriginFromEnv, paymentOriginsFromEnv } from './serve/security-headers'
import { startStaticServer } from './serve/static-server'

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
const siteUrl = process.env.SITE_URL ?? `http://localhost:${port}`

let gqlHost = process.env.GQL_HOST
let backend: BackendProcess | undefined
if (!gqlHost) {
  const local = process.env.NODE_ENV !== 'production' && isLoopback(host) && isLoopback(siteUrl)
  backend = await startBackendProcess([
    '--port',
    process.env.BACKEND_PORT ?? '4000',
    '--data-dir',
    process.env.BACKEND_DATA_DIR ?? 'backend/.data',
    '--storefront',
    siteUrl,
    ...(process.env.PRODUCTS ? ['--products', process.env.PRODUCTS] : []),
    ...(local ? ['--outbox'] : []),
  ])
  gqlHost = backend.graphqlUrl
  console.info(`Backend: ${gqlHost}`)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    backend?.stop()
    process.exit(0)
  })

await buildSite({ env: { ...process.env, GQL_HOST: gqlHost, SITE_URL: siteUrl } })
const server = await startStaticServer({
  root: 'dist/client',
  port,
  host,
  backendOrigin: new URL(gqlHost).origin,
  ...paymentOriginsFromEnv(process.env),
  ...avatarOriginFromEnv(process.env),
})
console.info(`\nThe shop is running at ${siteUrl} (served from ${server.url}). Press Ctrl+C to stop.`)
