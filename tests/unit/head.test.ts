import { describe, expect, it } from 'vitest'
import { canonicalUrl, documentTitle, jsonLdScript } from '../../src/lib/head'

describe('document head', () => {
  it('applies the title template', () => {
    expect(documentTitle('Desktop', 'Forge Workstations')).toBe('Desktop - Forge Workstations')
    expect(documentTitle('', 'Forge Workstations')).toBe('Forge Workstations')
  })

  it('makes canonical URLs absolute', () => {
    expect(canonicalUrl({ canonicalPath: '/product/x' }, 'https://shop.test')).toBe(
      'https://shop.test/product/x',
    )
  })

  it('writes JSON that cannot close its script element and parses back to the same value', () => {
    const value = { text: '</script><script>alert(1)</script>', line: 'a\u2028b\u2029c' }
    const json = jsonLdScript(value)
    expect(json).not.toContain('</script')
    expect(json).not.toMatch(/[\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(value)
  })
})
