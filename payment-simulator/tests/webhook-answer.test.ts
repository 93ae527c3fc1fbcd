import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliverWebhook } from '../src/webhook'

const MB = 1024 * 1024

/** A merchant webhook that answers 200 and then up to 24 MB of body; counts what it wrote. */
const sent = { bytes: 0 }
const merchant = createServer((req, res) => {
  req.resume()
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'text/plain' })
    const chunk = Buffer.alloc(64 * 1024, 'x')
    const pump = () => {
      while (sent.bytes < 24 * MB && !res.destroyed) {
        sent.bytes += chunk.length
        if (!res.write(chunk)) return void res.once('drain', pump)
      }
      res.end()
    }
    pump()
  })
})
let url = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}/webhook`
})
afterAll(() => new Promise<void>((resolve) => merchant.close(() => resolve())))

describe('webhook delivery', () => {
  it("takes the merchant's status without reading its body", async () => {
    expect(await deliverWebhook(url, 'sk_test_x', 'charge.success', { reference: 'r' })).toBe(200)
    expect(sent.bytes).toBeLessThan(8 * MB)
  })
})
