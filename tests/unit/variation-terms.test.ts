import { describe, expect, it } from 'vitest'
import { slugOf, termName } from '../../src/lib/variation-terms'

describe('a global attribute’s term name', () => {
  it('slugs a name as WordPress does', () => {
    expect(slugOf('64GB')).toBe('64gb')
    expect(slugOf('Space Grey')).toBe('space-grey')
    expect(slugOf(' Crème  Brûlée ')).toBe('creme-brulee')
  })

  it('reads the name from the variation’s name (recorded addToCart-variation-ok: "… - Silver, 64GB")', () => {
    const name = 'Forge Titan Mini PC 957 - Silver, 64GB'
    expect(termName('64gb', name)).toBe('64GB')
    expect(termName('silver', name)).toBe('Silver')
    // A product name with " - " in it: the terms follow the last one.
    expect(termName('32gb', 'Forge - Studio - Black, 32GB')).toBe('32GB')
  })

  it('spells out the slug when the variation’s name does not carry the term', () => {
    expect(termName('space-grey', 'Forge Pro')).toBe('Space Grey')
    expect(termName('space-grey', null)).toBe('Space Grey')
    expect(termName('128gb', 'Forge - Silver, 64GB')).toBe('128gb')
  })
})
