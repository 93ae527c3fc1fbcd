import { describe, expect, it } from 'vitest'
import type { ProductDetail } from '../../src/domain/catalogue'
import { initialSelection } from '../../src/features/catalogue/product/initial-selection'
import { findVariation, variationAttributes } from '../../src/features/catalogue/product/variation-match'
import { toProductDetail } from '../../src/graphql/catalogue/mappers'
import { recordedCase } from '../support/recorded-cases'

/**
 * A global attribute's (`pa_ram`) options and a variation's values are term slugs ("64gb") on the real stack; the
 * product page and its variation picker show the terms' names ("64GB"), which `attributes.terms` gives
 * (recorded case `getProduct-variable`; `getAllTerms-ok` names the same terms).
 */
describe('attribute values as term names (getProduct-variable)', () => {
  const product = () =>
    toProductDetail((recordedCase('getProduct-variable').body.data as { product: never }).product)
  const label = (p: ProductDetail, name: string, value: string) =>
    p.attributes.find((a) => a.name === name)?.options.find((o) => o.value === value)?.label

  it('lists each attribute’s options by name, keeping the slug as the value', () => {
    const ram = product().attributes.find((a) => a.name === 'pa_ram')!
    expect(ram.label).toBe('RAM')
    expect(ram.options).toEqual([
      { value: '32gb', label: '32GB' },
      { value: '64gb', label: '64GB' },
    ])
  })

  it('names the terms as getAllTerms names them', () => {
    const { data } = recordedCase('getAllTerms-ok').body as {
      data: { terms: { nodes: { taxonomyName: string; slug: string; name: string }[] } }
    }
    const p = product()
    for (const term of data.terms.nodes.filter((t) => t.taxonomyName === 'pa_color')) {
      const shown = label(p, 'pa_color', term.slug)
      if (shown !== undefined) expect(shown).toBe(term.name)
    }
  })

  it('picks each variation by its slugs and shows its values by name (as in its own name)', () => {
    const p = product()
    expect(p.variations.length).toBeGreaterThan(0)
    for (const variation of p.variations) {
      const selection = Object.fromEntries(variation.attributes.map((a) => [a.name, a.value]))
      expect(findVariation(p, selection)?.id).toBe(variation.id)
      const names = variationAttributes(p).map((a) => label(p, a.name, selection[a.name]!))
      expect(variation.name.endsWith(` - ${names.join(', ')}`)).toBe(true)
    }
  })

  it('starts on the default attributes, shown by name', () => {
    const p = product()
    const selection = initialSelection(p, '')
    expect(label(p, 'pa_ram', selection.pa_ram!)).toBe('32GB')
    expect(label(p, 'pa_color', selection.pa_color!)).toBe('Black')
  })
})
