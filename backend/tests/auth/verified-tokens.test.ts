// Issue 25, point 8: a token verified once is remembered (its HMAC check was the largest cost of a getCart), and a
// remembered token must still expire, and still belong to its secret, exactly as jwtVerify decides.
import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeJwt } from 'jose'
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

describe('signToken, signing each claim set once a second', () => {
  afterEach(() => vi.useRealTimers())

  it('signs other claims, another lifetime or a later second anew', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const secret = randomBytes(32)
    const first = await signToken(secret, ISSUER, 300, { customer_id: 't_3' })
    expect((await signToken(secret, ISSUER, 300, { customer_id: 't_3' })).token).toBe(first.token)
    const other = await signToken(secret, ISSUER, 300, { customer_id: 't_4' })
    expect(decodeJwt(other.token)).toMatchObject({ data: { customer_id: 't_4' } })
    const longer = await signToken(secret, ISSUER, 600, { customer_id: 't_3' })
    expect(longer.exp).toBe(first.exp + 300)
    expect(decodeJwt(longer.token).exp).toBe(longer.exp)
    vi.setSystemTime(Date.now() + 1_000)
    const later = await signToken(secret, ISSUER, 300, { customer_id: 't_3' })
    expect(decodeJwt(later.token).iat).toBe(decodeJwt(first.token).iat! + 1)
  })
})
