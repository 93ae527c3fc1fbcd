import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseNotification } from '../../scripts/rebuild-service/notification'
import { RebuildQueue, type RebuildRequest } from '../../scripts/rebuild-service/rebuild-queue'
import { ReplayGuard } from '../../scripts/rebuild-service/replay-guard'
import { checkSignature, signNotification } from '../../scripts/rebuild-service/signature'

const SECRET = 'a-shared-secret-of-forty-characters-0123'
// The same vector is in the companion plugin's StorefrontNotificationTest: both sides sign alike.
const VECTOR = {
  timestamp: '1796000000',
  body: '{"id":"0f0e0d0c-0000-4000-8000-000000000001","products":[10,20],"categories":[],"changedAt":"2026-11-29T08:00:00Z"}',
  signature: 'sha256=6b8c5b088e2745a4ae02caaed6f153a5d96b034940329cc365c20358a9bda081',
}

describe('a notification’s signature', () => {
  const at = (seconds: number) => seconds * 1000
  const check = (headers: Record<string, string>, body: string, nowMs: number, secret = SECRET) =>
    checkSignature({
      body: Buffer.from(body),
      timestamp: headers['x-forge-timestamp'],
      signature: headers['x-forge-signature'],
      secret,
      nowMs,
    })

  it('is HMAC-SHA256 over "<timestamp>.<body>" with the shared secret, as the plugin signs', () => {
    const headers = signNotification(VECTOR.body, SECRET, Number(VECTOR.timestamp))
    expect(headers['x-forge-signature']).toBe(VECTOR.signature)
    expect(check(headers, VECTOR.body, at(1796000000))).toEqual({ ok: true })
  })

  it('is refused when forged, altered, stale or malformed', () => {
    const headers = signNotification(VECTOR.body, SECRET, 1796000000)
    expect(check(headers, VECTOR.body, at(1796000000), 'another-secret-of-forty-characters-00000')).toEqual({
      ok: false,
      reason: 'bad signature',
    })
    expect(check(headers, VECTOR.body.replace('10', '11'), at(1796000000)).ok).toBe(false)
    expect(check(headers, VECTOR.body, at(1796000000 + 301))).toEqual({
      ok: false,
      reason: 'stale timestamp',
    })
    expect(check(headers, VECTOR.body, at(1796000000 - 301)).ok).toBe(false)
    expect(check({ ...headers, 'x-forge-signature': 'sha256=zz' }, VECTOR.body, at(1796000000)).ok).toBe(
      false,
    )
    expect(
      check({ 'x-forge-signature': headers['x-forge-signature']! }, VECTOR.body, at(1796000000)).ok,
    ).toBe(false)
  })
})

describe('replays', () => {
  it('refuses a signature seen before, and tells a retry (same id, new signature) from a new notification', () => {
    const guard = new ReplayGuard()
    expect(guard.firstSighting('sig-1', 0)).toBe(true)
    expect(guard.firstSighting('sig-1', 1000)).toBe(false)
    expect(guard.knownId('n-1', 0)).toBe(false)
    expect(guard.knownId('n-1', 60_000)).toBe(true)
    // Forgotten once no timestamp could still be accepted.
    expect(guard.firstSighting('sig-1', 11 * 60_000)).toBe(true)
  })
})

describe('parsing a notification', () => {
  it('takes ids only, and refuses anything else', () => {
    const body = (value: unknown) => Buffer.from(JSON.stringify(value))
    expect(parseNotification(Buffer.from(VECTOR.body))).toEqual({
      id: '0f0e0d0c-0000-4000-8000-000000000001',
      products: [10, 20],
      categories: [],
      changedAt: '2026-11-29T08:00:00Z',
    })
    const good = JSON.parse(VECTOR.body) as Record<string, unknown>
    for (const bad of [
      { ...good, products: [1, -2] },
      { ...good, products: ['1'] },
      { ...good, id: '../../etc' },
      { ...good, changedAt: 'yesterday' },
      { ...good, products: undefined },
    ])
      expect(parseNotification(body(bad)), JSON.stringify(bad)).toBeNull()
    expect(parseNotification(Buffer.from('not json'))).toBeNull()
  })
})

describe('the rebuild queue', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  const notification = (n: number, products = [n]) => ({ id: `n-${n}`, products, categories: [] })
  /** The service's defaults, on fake timers, every rebuild recorded. */
  const recordingQueue = () => {
    vi.useFakeTimers()
    const runs: RebuildRequest[] = []
    const queue = new RebuildQueue({
      quietMs: 3000,
      maxWaitMs: 15_000,
      retryMs: 30_000,
      run: async (r) => void runs.push(r),
    })
    return { runs, queue }
  }

  it('makes one rebuild of ten notifications in five seconds', async () => {
    const { runs, queue } = recordingQueue()
    for (let i = 1; i <= 10; i++) {
      queue.add(notification(i, [i, 100]))
      await vi.advanceTimersByTimeAsync(500)
    }
    expect(runs).toEqual([])
    await vi.advanceTimersByTimeAsync(3000)
    expect(runs).toHaveLength(1)
    expect(runs[0]!.products).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100])
    expect(runs[0]!.notifications).toHaveLength(10)
  })

  it('does not wait for quiet for ever: a steady stream is rebuilt every maxWait', async () => {
    const { runs, queue } = recordingQueue()
    for (let i = 1; i <= 40; i++) {
      queue.add(notification(i))
      await vi.advanceTimersByTimeAsync(1000)
    }
    expect(runs.length).toBeGreaterThanOrEqual(2)
    expect(runs[0]!.notifications.length).toBeLessThanOrEqual(16)
  })

  it('never runs two rebuilds at once: what arrives during one is the next one', async () => {
    vi.useFakeTimers()
    const runs: RebuildRequest[] = []
    let finish!: () => void
    const queue = new RebuildQueue({
      quietMs: 1000,
      maxWaitMs: 15_000,
      retryMs: 30_000,
      run: (r) => {
        runs.push(r)
        return new Promise<void>((resolve) => (finish = resolve))
      },
    })
    queue.add(notification(1))
    await vi.advanceTimersByTimeAsync(1000)
    expect(queue.busy).toBe(true)
    queue.add(notification(2))
    queue.add(notification(3))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(runs).toHaveLength(1)
    finish()
    await vi.advanceTimersByTimeAsync(1000)
    expect(runs).toHaveLength(2)
    expect(runs[1]!.products).toEqual([2, 3])
  })

  it('tries a failed rebuild’s changes again later', async () => {
    vi.useFakeTimers()
    const runs: RebuildRequest[] = []
    const lines: string[] = []
    const queue = new RebuildQueue({
      quietMs: 1000,
      maxWaitMs: 15_000,
      retryMs: 30_000,
      log: (line) => lines.push(line),
      run: async (r) => {
        runs.push(r)
        if (runs.length === 1) throw new Error('the shop did not answer')
      },
    })
    queue.add(notification(7))
    queue.add(notification(8))
    await vi.advanceTimersByTimeAsync(1000)
    expect(lines[0]).toMatch(/Rebuild failed, tried again in 30 s: the shop did not answer/)
    await vi.advanceTimersByTimeAsync(29_000)
    expect(runs).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(runs).toHaveLength(2)
    expect(runs[1]!.products).toEqual([7, 8])
    expect(runs[1]!.notifications).toEqual(['n-7', 'n-8'])
  })
})
