import { afterEach, describe, expect, it, vi } from 'vitest'
import { startPaymentSimulator } from '../src/index'
import { startTestSimulator } from './support'

afterEach(() => vi.unstubAllEnvs())

describe('where it runs', () => {
  it('refuses to start in production', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    await expect(startPaymentSimulator()).rejects.toThrow(/production/)
  })

  it.each(['0.0.0.0', '192.168.1.10', '::'])('refuses to listen on %s', async (host) => {
    await expect(startPaymentSimulator({ host })).rejects.toThrow(/this machine only/)
  })

  it('takes other keys, and a live secret key makes its transactions live', async () => {
    const t = await startTestSimulator({ secretKey: 'sk_live_x', publicKey: 'pk_live_x' })
    try {
      const { data } = (await t.inline({ key: 'pk_live_x' })).body
      expect((await t.verify(data.reference, 'sk_live_x')).body.data.domain).toBe('live')
      expect((await t.inline()).status).toBe(401)
    } finally {
      await t.close()
    }
  })
})

describe('its memory', () => {
  it('keeps at most maxTransactions, dropping the oldest', async () => {
    const t = await startTestSimulator({ maxTransactions: 3 })
    try {
      const refs = ['keep-0', 'keep-1', 'keep-2', 'keep-3']
      for (const reference of refs) expect((await t.inline({ reference })).status).toBe(200)
      expect((await t.verify('keep-0')).status).toBe(404)
      for (const reference of refs.slice(1)) expect((await t.verify(reference)).status).toBe(200)
    } finally {
      await t.close()
    }
  })

  it('forgets everything when stopped: a new simulator knows no transaction', async () => {
    const first = await startTestSimulator()
    const { data } = (await first.inline({ reference: 'gone-after-close' })).body
    await first.close()
    const second = await startTestSimulator()
    try {
      expect((await second.verify(data.reference)).status).toBe(404)
    } finally {
      await second.close()
    }
  })
})
