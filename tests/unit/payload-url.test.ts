import { describe, expect, it } from 'vitest'
import { htmlFile, normalizeRoutePath, payloadFile, payloadUrl } from '../../src/page-data/payload-url'

describe('payload URL rules', () => {
  it('puts _payload.json under the route with the build id as _b', () => {
    expect(payloadUrl('/product/rtx-tower', 'abc')).toBe('/product/rtx-tower/_payload.json?_b=abc')
    expect(payloadUrl('/', 'abc')).toBe('/_payload.json?_b=abc')
  })

  it('drops trailing slashes, query and hash', () => {
    expect(payloadUrl('/products/page/2/', 'b')).toBe('/products/page/2/_payload.json?_b=b')
    expect(payloadUrl('/products?search=x#top', 'b')).toBe('/products/_payload.json?_b=b')
  })

  it('encodes the build id and omits it when unknown', () => {
    expect(payloadUrl('/x', 'a b')).toBe('/x/_payload.json?_b=a%20b')
    expect(payloadUrl('/x', '')).toBe('/x/_payload.json')
  })

  it('refuses URLs with a scheme or a host', () => {
    expect(() => payloadUrl('https://evil.test/x', 'b')).toThrow()
    expect(() => payloadUrl('//evil.test/x', 'b')).toThrow()
    expect(() => payloadUrl('javascript:alert(1)', 'b')).toThrow()
  })

  it('normalises route paths as the build meta lists them', () => {
    expect(normalizeRoutePath('/')).toBe('/')
    expect(normalizeRoutePath('/a/')).toBe('/a')
    expect(normalizeRoutePath('a')).toBe('/a')
  })

  it('maps routes to output files', () => {
    expect(htmlFile('/')).toBe('index.html')
    expect(htmlFile('/product/x')).toBe('product/x/index.html')
    expect(payloadFile('/')).toBe('_payload.json')
    expect(payloadFile('/product-category/desktop/page/2')).toBe(
      'product-category/desktop/page/2/_payload.json',
    )
  })
})
