import { describe, expect, it } from 'vitest'
import { wrapError } from '../../src/graphql/errors'
import { browserCookies } from '../../src/lib/browser-env'

/** A document.cookie that behaves like the browser's: reads list name=value pairs, writes set or expire one. */
function fakeDocument(initial: Record<string, string>) {
  const jar = new Map(Object.entries(initial))
  return {
    location: { hostname: 'shop.example' },
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    },
    set cookie(line: string) {
      const [pair, ...attributes] = line.split(';')
      const [name, value = ''] = pair!.split('=')
      if (attributes.some((a) => a.trim().startsWith('Expires=Thu, 01 Jan 1970'))) jar.delete(name!.trim())
      else jar.set(name!.trim(), value)
    },
    jar,
  }
}

describe('unreadable cookies', () => {
  it('treats a badly %-encoded woocommerce-session or auth-token as absent and clears it', () => {
    const doc = fakeDocument({ 'woocommerce-session': '%E0%A4%A', 'auth-token': '%ZZ', other: 'ok%20value' })
    const cookies = browserCookies(doc as unknown as Document)
    expect(cookies.get('woocommerce-session')).toBeNull()
    expect(cookies.get('auth-token')).toBeNull()
    expect(doc.jar.has('woocommerce-session')).toBe(false)
    expect(doc.jar.has('auth-token')).toBe(false)
    expect(cookies.get('other')).toBe('ok value')
  })
})

describe('an exception of our own before any answer', () => {
  it('is not taken for a network failure (so it goes through recovery)', async () => {
    const { CombinedError, makeOperation, createRequest } = await import('@urql/core')
    const { parse } = await import('graphql')
    const operation = makeOperation('query', createRequest(parse('query getCart { cart { isEmpty } }'), {}), {
      url: 'http://backend/graphql',
      requestPolicy: 'network-only',
    })
    const own = new CombinedError({ networkError: new URIError('URI malformed') })
    expect(wrapError(own, operation).networkError).toBe(false)
    const offline = new CombinedError({ networkError: new TypeError('Failed to fetch') })
    expect(wrapError(offline, operation).networkError).toBe(true)
  })
})
