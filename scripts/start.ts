/**
 * `npm start`: the whole shop on one machine. Starts the embedded backend (seeding it on first run),
 * builds and prerenders the storefront against it, serves the output like a CDN, prints the address.
 * Env: PORT (3000), BACKEND_PORT (4000), PRODUCTS (catalogue size on first seed), GQL_HOST to use
 * another backend instead of the embedded one.
 */
import { startBackend } from '../backend/src/index'
import { buildSite } from './build'
import { startStaticServer } from './serve/static-server'

const port = Number(process.env.PORT ?? 3000)
const siteUrl = process.env.SITE_URL ?? `http://localhost:${port}`

let gqlHost = process.env.GQL_HOST
if (!gqlHost) {
  const backend = await startBackend({
    port: Number(process.env.BACKEND_PORT ?? 4000),
    dataDir: process.env.BACKEND_DATA_DIR ?? 'backend/.data',
    products: process.env.PRODUCTS ? Number(process.env.PRODUCTS) : undefined,
    storefrontUrl: siteUrl,
  })
  gqlHost = backend.graphqlUrl
  console.info(`Backend: ${backend.graphqlUrl}`)
}

await buildSite({ env: { ...process.env, GQL_HOST: gqlHost, SITE_URL: siteUrl } })
const server = await startStaticServer({ root: 'dist/client', port, host: process.env.HOST ?? '127.0.0.1' })
console.info(`\nThe shop is running at ${siteUrl} (served from ${server.url}). Press Ctrl+C to stop.`)
