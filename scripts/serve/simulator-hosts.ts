import type { PaymentHosts } from '../../src/config/payment-hosts'
import { freePort, portIsFree } from './ports'

const withPort = (origin: string, port: number) => {
  const url = new URL(origin)
  url.port = String(port)
  return url.origin
}

/**
 * The payment simulator's addresses for this `npm start`: the configured ones when their ports are free. When the
 * default ports are taken (another `npm start`, a simulator started by hand) it moves to free ports, which the
 * build then points the SDK at; ports the operator chose (PAYMENT_API_URL, PAYMENT_CHECKOUT_URL) are never moved:
 * a clear error names them instead.
 */
export async function simulatorHostsFor(
  configured: PaymentHosts,
  chosenByOperator: boolean,
): Promise<{ hosts: PaymentHosts; moved: boolean }> {
  const ports = [configured.apiUrl, configured.checkoutUrl].map((url) => Number(new URL(url).port))
  const taken = []
  for (const port of ports) if (!(await portIsFree(port))) taken.push(port)
  if (!taken.length) return { hosts: configured, moved: false }
  if (chosenByOperator)
    throw new Error(
      `Port ${taken.join(' and ')} of PAYMENT_API_URL / PAYMENT_CHECKOUT_URL is in use: stop what holds it, or ` +
        'choose other ports (or unset both variables to let npm start pick free ones).',
    )
  const apiPort = await freePort()
  let checkoutPort = await freePort()
  while (checkoutPort === apiPort) checkoutPort = await freePort()
  return {
    hosts: {
      apiUrl: withPort(configured.apiUrl, apiPort),
      checkoutUrl: withPort(configured.checkoutUrl, checkoutPort),
    },
    moved: true,
  }
}
