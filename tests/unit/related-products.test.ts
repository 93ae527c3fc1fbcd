import { describe, expect, it } from 'vitest'
import type { ProductSummary, StockStatus } from '../../src/domain/catalogue'
import { RELATED_WINDOW, RelatedProducts, relatedOfCatalogue } from '../../scripts/prerender/related-products'
import { summaryFixture } from '../support/product-summaries'

function product(
  id: number,
  categories: string[],
  options: { tags?: string[]; stock?: StockStatus; colour?: string } = {},
): ProductSummary {
  return summaryFixture(id, {
    categories,
    stockStatus: options.stock ?? 'IN_STOCK',
    terms: [
      ...(options.tags ?? []).map((slug) => ({ taxonomy: 'product_tag', slug, name: slug })),
      ...(options.colour ? [{ taxonomy: 'pa_color', slug: options.colour, name: options.colour }] : []),
    ],
  })
}

/** The rule written plainly: WooCommerce's candidates, the nearest in catalogue order, the newer first on a tie. */
function byTheRule(catalogue: ProductSummary[], window = RELATED_WINDOW, count = 5): Map<number, number[]> {
  const relating = (p: ProductSummary) =>
    new Set([
      ...p.categories.map((c) => `c:${c}`),
      ...p.terms.filter((t) => t.taxonomy === 'product_tag').map((t) => `t:${t.slug}`),
    ])
  return new Map(
    catalogue.map((p, i) => {
      const mine = relating(p)
      const candidates = catalogue
        .map((other, j) => ({ other, j, distance: Math.abs(i - j) }))
        .filter(
          ({ other, j, distance }) => j !== i && distance <= window && other.stockStatus !== 'OUT_OF_STOCK',
        )
        .filter(({ other }) => [...relating(other)].some((key) => mine.has(key)))
        .sort((a, b) => a.distance - b.distance || a.j - b.j)
      return [p.id, candidates.slice(0, count).map(({ other }) => other.id)]
    }),
  )
}

/** A small deterministic generator, so a failure names a catalogue that can be built again. */
function seeded(seed: number) {
  let state = seed
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
}

function randomCatalogue(size: number, seed: number): ProductSummary[] {
  const random = seeded(seed)
  const categories = ['desktop', 'laptop', 'accessories', 'made-to-order', 'monitors', 'cables']
  return Array.from({ length: size }, (_, i) => {
    // Uneven categories: a few large, some rare (a rare one leaves products with few or no candidates).
    const pick = () => categories[Math.floor(random() ** 2 * categories.length)]!
    const own = random() < 0.1 ? [] : [...new Set([pick(), ...(random() < 0.3 ? [pick()] : [])])]
    const tags = random() < 0.2 ? [`tag-${Math.floor(random() * 8)}`] : []
    const stock: StockStatus = random() < 0.15 ? 'OUT_OF_STOCK' : random() < 0.1 ? 'ON_BACKORDER' : 'IN_STOCK'
    return product(i + 1, own, { tags, stock, colour: random() < 0.5 ? 'black' : 'silver' })
  })
}

const ids = (list: ProductSummary[] | undefined) => (list ?? []).map((p) => p.id)

describe('related products chosen by the build', () => {
  it('are WooCommerce’s candidates (same category or tag, not out of stock, not itself), the nearest first', () => {
    const catalogue = [
      product(1, ['laptop']),
      product(2, ['desktop'], { tags: ['creator'] }),
      product(3, ['laptop'], { stock: 'OUT_OF_STOCK' }),
      product(4, ['laptop'], { tags: ['creator'] }),
      product(5, ['monitors'], { colour: 'black' }),
      product(6, ['laptop'], { stock: 'ON_BACKORDER' }),
      product(7, ['cables'], { colour: 'black' }),
    ]
    const related = relatedOfCatalogue(catalogue)
    // 4 relates to laptops (1, 6: backorders still sell) and to 2 by its tag; 3 is out of stock.
    expect(ids(related.get(4))).toEqual([2, 6, 1])
    // An out-of-stock product still gets related products; it is only never offered as one.
    expect(ids(related.get(3))).toEqual([4, 1, 6])
    // A shared attribute (colour) relates nothing, as in WooCommerce.
    expect(ids(related.get(5))).toEqual([])
    expect(ids(related.get(7))).toEqual([])
  })

  it('equal the rule on mixed catalogues, window edges included', () => {
    for (const [size, seed, window] of [
      [300, 1, RELATED_WINDOW],
      [400, 7, 20],
      [250, 42, 3],
    ] as const) {
      const catalogue = randomCatalogue(size, seed)
      const resolver = new RelatedProducts<ProductSummary>(window)
      const chosen = new Map<number, number[]>()
      for (const p of catalogue)
        for (const { item, related } of resolver.push(p)) chosen.set(item.id, ids(related))
      for (const { item, related } of resolver.finish()) chosen.set(item.id, ids(related))
      expect(chosen, `catalogue ${size}/${seed}, window ${window}`).toEqual(byTheRule(catalogue, window))
    }
  })

  it('hands each product back once, in catalogue order, no later than the window allows', () => {
    const catalogue = randomCatalogue(600, 3)
    const resolver = new RelatedProducts<ProductSummary>(50)
    const order: number[] = []
    catalogue.forEach((p, position) => {
      for (const { item } of resolver.push(p)) {
        // Never held for more than the window: memory does not grow with the catalogue.
        expect(position - (item.id - 1)).toBeLessThanOrEqual(50)
        order.push(item.id)
      }
    })
    order.push(...resolver.finish().map(({ item }) => item.id))
    expect([...order].sort((a, b) => a - b)).toEqual(catalogue.map((p) => p.id))
    expect(new Set(order).size).toBe(catalogue.length)
  })

  it('change only for a few neighbours when a product is added, so an incremental rebuild stays small', () => {
    const catalogue = randomCatalogue(1000, 11)
    const before = relatedOfCatalogue(catalogue)
    const after = relatedOfCatalogue([product(5000, ['desktop']), ...catalogue])
    const changed = catalogue.filter((p) => ids(before.get(p.id)).join() !== ids(after.get(p.id)).join())
    expect(changed.length).toBeGreaterThan(0)
    expect(changed.length).toBeLessThanOrEqual(10)
    // The same catalogue gives the same choice.
    expect(relatedOfCatalogue(catalogue)).toEqual(before)
  })
})
