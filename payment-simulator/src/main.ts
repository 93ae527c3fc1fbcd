// `npm run payment-simulator`: Paystack's stand-in on two local ports until Ctrl-C.
import { parseArgs } from 'node:util'
import { startPaymentSimulator } from './index'

const { values } = parseArgs({
  options: {
    'api-port': { type: 'string' },
    'checkout-port': { type: 'string' },
    webhook: { type: 'string' },
    storefront: { type: 'string', multiple: true },
  },
})
const env = process.env
const port = (value: string | undefined, fallback: number) => {
  const n = Number(value ?? fallback)
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`Not a port: ${value}`)
  return n
}
const storefronts = values.storefront ?? (env.STOREFRONT_URL ? [env.STOREFRONT_URL] : [])

const simulator = await startPaymentSimulator({
  apiPort: port(values['api-port'] ?? env.PAYMENT_SIMULATOR_API_PORT, 4300),
  checkoutPort: port(values['checkout-port'] ?? env.PAYMENT_SIMULATOR_CHECKOUT_PORT, 4301),
  webhookUrl: values.webhook ?? env.PAYMENT_WEBHOOK_URL,
  secretKey: env.PAYMENT_SECRET_KEY || undefined,
  publicKey: env.PAYMENT_PUBLIC_KEY || undefined,
  frameAncestors: storefronts,
})
console.info(`Payment simulator (test mode, nothing is charged)
  API:      ${simulator.apiUrl}   (PAYMENT_API_URL / PAYMENT_PROVIDER_API_URL)
  Checkout: ${simulator.checkoutUrl}   (PAYMENT_CHECKOUT_URL)
  Webhook:  ${values.webhook ?? env.PAYMENT_WEBHOOK_URL ?? '(none: pass --webhook <url>)'}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void simulator.close().then(() => process.exit(0))
  })
