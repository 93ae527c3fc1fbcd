// Issue 25, point 8: a token verified once is remembered (its HMAC check was the largest cost of a getCart), and a
// remembered token must still expire, and still belong to its secret, exactly as jwtVerify decides.
import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signToken, verifyToken } from '../../src/auth/tokens'

const ISSUER = 'https://shop.example'
const LEEWAY_SECONDS = 60

describe('verifyToken on a token it verified before', () => {
  afterEach(() => vi.useRealTimers())

  it('refuses it once expired, as WooGraphQL words it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const secret = randomBytes(32)
    const { token } = await signToken(secret, ISSUER, 300, { customer_id: 't_1' })
    expect(await verifyToken(secret, ISSUER, token)).toEqual({ ok: true, data: { customer_id: 't_1' } })
    expect(await verifyToken(secret, ISSUER, token)).toEqual({ ok: true, data: { customer_id: 't_1' } })
    vi.setSystemTime(Date.now() + (300 + LEEWAY_SECONDS - 1) * 1000)
    expect((await verifyToken(secret, ISSUER, token)).ok).toBe(true)
    vi.setSystemTime(Date.now() + 2_000)
    expect(await verifyToken(secret, ISSUER, token)).toEqual({ ok: false, message: 'Expired token' })
  })

  it('refuses it under another secret or issuer', async () => {
    const secret = randomBytes(32)
    const { token } = await signToken(secret, ISSUER, 300, { customer_id: 't_2' })
    expect((await verifyToken(secret, ISSUER, token)).ok).toBe(true)
    expect(await verifyToken(randomBytes(32), ISSUER, token)).toEqual({
      ok: false,
      message: 'Signature verification failed',
    })
    expect(await verifyToken(secret, 'https://other.example', token)).toEqual({
      ok: false,
      message: 'The iss do not match with this server',
    })
  })
})
