import type { PaymentHosts } from '../../src/config/payment-hosts'
import { startChildService, type ChildService } from './child-service'

/**
 * Runs the payment simulator (payment-simulator/src/main.ts) in its own process, on the addresses the build points
 * the SDK at, delivering its signed webhooks to the shop's backend.
 */
export function startSimulatorProcess(opts: {
  hosts: PaymentHosts
  webhookUrl: string
  storefront: string
}): Promise<ChildService> {
  return startChildService({
    name: 'payment simulator',
    script: 'payment-simulator/src/main.ts',
    args: [
      '--api-port',
      new URL(opts.hosts.apiUrl).port,
      '--checkout-port',
      new URL(opts.hosts.checkoutUrl).port,
      '--webhook',
      opts.webhookUrl,
      '--storefront',
      opts.storefront,
    ],
    ready: /^\s*Checkout:\s+(\S+)/,
  })
}
