// Starting a simulator for the tests and talking to it as the SDK, the checkout page and a merchant server would.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  DEFAULT_PUBLIC_KEY,
  DEFAULT_SECRET_KEY,
  startPaymentSimulator,
  type PaymentSimulatorOptions,
} from '../src/index'

export { DEFAULT_PUBLIC_KEY, DEFAULT_SECRET_KEY }

export interface ReceivedWebhook {
  body: string
  signature: string | undefined
}

/** A merchant webhook on loopback that records what it receives and answers 200. */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const signature = req.headers['x-paystack-signature']
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: signature as string | undefined,
      })
      res.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/payment/webhook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any; headers: Headers }

/** A request to `<base><route>` with a JSON body (a string is sent as it is); the answer parsed when it is JSON. */
export async function requestJson(
  base: string,
  method: string,
  route: string,
  opts: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    },
    body:
      opts.body === undefined
        ? undefined
        : typeof opts.body === 'string'
          ? opts.body
          : JSON.stringify(opts.body),
  })
  const text = await response.text()
  let body
  try {
    body = JSON.parse(text)
  } catch {
    body = text
  }
  return { status: response.status, body, headers: response.headers }
}

export async function startTestSimulator(options: PaymentSimulatorOptions = {}) {
  const sim = await startPaymentSimulator({ log: () => {}, ...options })
  const call = (
    method: string,
    route: string,
    opts: { body?: unknown; headers?: Record<string, string>; origin?: 'api' | 'checkout' } = {},
  ): Promise<Answer> =>
    requestJson(opts.origin === 'checkout' ? sim.checkoutUrl : sim.apiUrl, method, route, opts)
  const inline = (body: Record<string, unknown> = {}) =>
    call('POST', 'checkout/request_inline', {
      body: { key: DEFAULT_PUBLIC_KEY, email: 'ada@example.com', amount: 150000, currency: 'NGN', ...body },
    })
  const charge = (accessCode: string, outcome: string) =>
    call('POST', 'charge', { body: { accessCode, outcome }, origin: 'checkout' })
  const verify = (reference: string, key = DEFAULT_SECRET_KEY) =>
    call('GET', `transaction/verify/${encodeURIComponent(reference)}`, {
      headers: { authorization: `Bearer ${key}` },
    })
  return { sim, call, inline, charge, verify, close: () => sim.close() }
}
