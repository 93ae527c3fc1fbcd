import { beforeEach, describe, expect, it } from 'vitest'
import { rememberSpentResetLink, resetLinkMayBeValid } from '../../src/features/auth/reset-link-check'

function fakeStorage() {
  const items = new Map<string, string>()
  globalThis.localStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  } as Storage
}

describe('what the reset page knows of its link when it opens', () => {
  beforeEach(fakeStorage)
  const key = 'aB3dE5gH7jK9mN1pQ3sT'

  it('a link with its login and a key shaped like WordPress’s may be valid (the backend decides)', () => {
    expect(resetLinkMayBeValid('ada', key)).toBe(true)
  })

  it('a link without key or login, or with a key cut short or altered, is invalid at once', () => {
    expect(resetLinkMayBeValid(undefined, key)).toBe(false)
    expect(resetLinkMayBeValid('ada', undefined)).toBe(false)
    expect(resetLinkMayBeValid('ada', key.slice(0, 12))).toBe(false)
    expect(resetLinkMayBeValid('ada', `${key.slice(0, 19)}%`)).toBe(false)
  })

  it('a link this browser used (or saw refused) is invalid at once; another login’s is not', () => {
    rememberSpentResetLink('ada', key)
    expect(resetLinkMayBeValid('ada', key)).toBe(false)
    expect(resetLinkMayBeValid('tobi', key)).toBe(true)
  })
})
