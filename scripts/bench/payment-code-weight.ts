import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** A string only the payment SDK holds (its parameter check): the chunks that have it are the card payment's. */
export const PAYMENT_SDK_MARKER = 'Transaction parameters should be a non-empty object'

/**
 * The gzip -9 bytes of the client chunks holding the card payment code (Paystack's SDK and the shop's adapter):
 * what the checkout downloads once the shopper chooses the card, on top of its first load.
 */
export function paymentCodeBytes(clientDir: string): number {
  const assets = path.join(clientDir, 'assets')
  return readdirSync(assets, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(assets, file)))
    .filter((body) => body.includes(PAYMENT_SDK_MARKER))
    .reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0)
}
