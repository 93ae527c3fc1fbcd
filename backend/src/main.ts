/**
 * `npm run backend -- [--port 4000] [--host 127.0.0.1] [--data-dir backend/.data] [--products N] [--reseed]
 *  [--storefront http://localhost:3000] [--quiet] [--outbox]`
 * `--outbox` serves GET /_outbox (every mail, reset links included) unless NODE_ENV=production or a public address.
 */
import { operatorNodeEnv } from './production-mode'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { DataDirError } from './db/data-dir-error'
import { startBackend } from './index'

const here = path.dirname(fileURLToPath(import.meta.url))
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4000' },
    host: { type: 'string', default: '127.0.0.1' },
    'data-dir': { type: 'string', default: path.resolve(here, '../.data') },
    products: { type: 'string' },
    reseed: { type: 'boolean', default: false },
    storefront: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    outbox: { type: 'boolean', default: false },
  },
})

/** An operator's mistake: one line on stderr and exit code 2, no stack trace. */
function refuse(message: string): never {
  console.error(message)
  process.exit(2)
}

const port = Number(values.port)
const products = values.products === undefined ? undefined : Number(values.products)
if (!Number.isInteger(port) || port < 0 || port > 65_535)
  refuse(`--port must be a port number, got "${values.port}"`)
if (products !== undefined && (!Number.isInteger(products) || products < 1 || products > 100_000))
  refuse(`--products must be a whole number from 1 to 100000, got "${values.products}"`)

const backend = await startBackend({
  port,
  host: values.host,
  dataDir: values['data-dir']!,
  products,
  reseed: values.reseed,
  storefrontUrl: values.storefront,
  quiet: values.quiet,
  outbox: values.outbox || undefined,
  nodeEnv: operatorNodeEnv,
  // No default: without SHOP_MANAGER_PASSWORD there is no usable shop manager account.
  managerPassword: process.env.SHOP_MANAGER_PASSWORD || undefined,
}).catch((error: unknown) => {
  if (error instanceof DataDirError) refuse(error.message)
  throw error
})
console.info(`Commerce backend listening on ${backend.origin} (GraphQL: ${backend.graphqlUrl})`)
console.info(
  backend.outbox
    ? `Outbox (development mode): ${backend.origin}/_outbox shows every mail, password-reset links included.`
    : 'Outbox: off (start with --outbox on this machine, without NODE_ENV=production, to read sent mail).',
)

console.info(
  backend.allowedOrigins
    ? `Access control: GraphQL answers only ${backend.allowedOrigins.join(', ')} (others get 403 Unauthorized request origin.)`
    : 'Access control: off, any origin (set ALLOWED_ORIGINS to answer only listed origins, as Headless Login does).',
)
console.info(`GraphQL debug: ${backend.debug ? 'on' : 'off'} (GRAPHQL_DEBUG).`)
console.info(
  `Login failure reasons: ${backend.loginFailureReasons ? 'on' : 'off'} (LOGIN_FAILURE_REASONS, as the companion plugin's setting).`,
)
console.info(
  backend.holdStockMinutes
    ? `Unpaid orders: cancelled and their stock restored after ${backend.holdStockMinutes} minutes (HOLD_STOCK_MINUTES).`
    : 'Unpaid orders: kept, holding their stock (HOLD_STOCK_MINUTES=0).',
)

console.info(
  process.env.SHOP_MANAGER_PASSWORD
    ? 'Shop manager: "manager" may edit products (npm run edit-product), password from SHOP_MANAGER_PASSWORD.'
    : 'Shop manager: none (set SHOP_MANAGER_PASSWORD to have one).',
)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    backend.close().then(() => process.exit(0))
  })
}
