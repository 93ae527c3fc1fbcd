import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBoundedText, ResponseTooLarge } from '../../src/payment/bounded-response'
import { MAX_VERIFY_ANSWER_BYTES, verifyPaidTransaction } from '../../src/payment/verify-paid-transaction'

/**
 * A provider that answers without end: chunks of 64 KB, streamed without a length (or with an honest one), until
 * the reader hangs up or `limit` bytes were sent. Counts what it sent.
 */
function endlessProvider(limit: number) {
  const state = { sent: 0 }
  const chunk = Buffer.alloc(64 * 1024, 'x')
  const server = createServer((req, res) => {
    const declare = req.url?.includes('declared')
    res.writeHead(200, {
      'content-type': 'application/json',
      ...(declare ? { 'content-length': limit } : {}),
    })
    const pump = () => {
      while (state.sent < limit && !res.destroyed) {
        state.sent += chunk.length
        if (!res.write(chunk)) return void res.once('drain', pump)
      }
      res.end()
    }
    pump()
  })
  return { server, state }
}

describe('outgoing calls read a bounded answer', () => {
  const provider = endlessProvider(64 * 1024 * 1024)
  let origin = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => provider.server.close(() => resolve())))

  it('the payment verify client gives up on an oversized answer with a clear refusal', async () => {
    const connection = { apiUrl: origin, secretKey: 'sk_test_size' }
    const result = await verifyPaidTransaction(connection, 'ref_oversized', 1000, 'NGN')
    expect(result).toMatchObject({ paid: false, reason: 'unreachable' })
    expect(!result.paid && result.message).toContain(`larger than ${MAX_VERIFY_ANSWER_BYTES / 1024} KB`)
    // It hung up long before the 64 MB the provider would have sent.
    expect(provider.state.sent).toBeLessThan(16 * 1024 * 1024)
  })

  it('refuses a declared length over the bound before reading, and reads an answer within it', async () => {
    await expect(readBoundedText(await fetch(`${origin}/declared`), 1024)).rejects.toBeInstanceOf(
      ResponseTooLarge,
    )
    const small = new Response('{"status":true}')
    expect(await readBoundedText(small, 1024)).toBe('{"status":true}')
  })
})
