import { describe, expect, it } from 'vitest'
import { claimReload, RELOAD_GUARD_KEY, RELOAD_GUARD_TTL_MS } from '../../src/deploy/reload-guard'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  }
}

describe('reload guard', () => {
  it('allows the first reload of a path and records {path, expires} with a 10 s TTL', () => {
    const storage = memoryStorage()
    expect(claimReload('/product/a', storage, 1_000)).toBe(true)
    expect(JSON.parse(storage.data.get(RELOAD_GUARD_KEY)!)).toEqual({
      path: '/product/a',
      expires: 1_000 + 10_000,
    })
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000)
  })

  it('refuses a second reload of the same path within the TTL', () => {
    const storage = memoryStorage()
    claimReload('/product/a', storage, 1_000)
    expect(claimReload('/product/a', storage, 5_000)).toBe(false)
    expect(claimReload('/product/a', storage, 11_000)).toBe(false)
  })

  it('allows the same path again once the TTL has passed', () => {
    const storage = memoryStorage()
    claimReload('/product/a', storage, 1_000)
    expect(claimReload('/product/a', storage, 11_001)).toBe(true)
  })

  it('allows another path at once', () => {
    const storage = memoryStorage()
    claimReload('/product/a', storage, 1_000)
    expect(claimReload('/product/b', storage, 1_500)).toBe(true)
  })

  it('treats a corrupt record as absent', () => {
    const storage = memoryStorage({ [RELOAD_GUARD_KEY]: '{not json' })
    expect(claimReload('/x', storage, 0)).toBe(true)
  })

  it('refuses when storage cannot record the claim, so a reload can never loop', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(claimReload('/x', storage, 0)).toBe(false)
  })
})
