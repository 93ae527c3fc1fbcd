import { describe, expect, it } from 'vitest'
import type { Category, ProductSummary } from '../../src/domain/catalogue'
import {
  applyChanges,
  categoryMembers,
  placeByDate,
  relatedChanges,
} from '../../scripts/prerender/changed-catalogue'
import { relatedOfCatalogue } from '../../scripts/prerender/related-products'
import { summaryFixture } from '../support/product-summaries'

/** Product `id` dated `day` of November (the catalogue's order: newest first, the higher id first on a tie). */
const card = (
  id: number,
  day: number,
  categories: string[] = ['desktop'],
  patch: Partial<ProductSummary> = {},
) => summaryFixture(id, { date: `2026-11-${String(day).padStart(2, '0')}T10:00:00`, categories, ...patch })
const category = (slug: string): Category => ({ id: slug.length, slug, name: slug, count: 0, image: null })
const ids = (cards: readonly ProductSummary[]) => cards.map((c) => c.id)

describe('placeByDate (the order of a changed catalogue without its ids)', () => {
  const rest = [card(9, 20), card(8, 18), card(7, 18), card(3, 10)]

  it('puts a new or re-dated product where the listing puts it: by date, then the higher id first', () => {
    expect(placeByDate(rest, [card(12, 25)])).toEqual([12, 9, 8, 7, 3])
    expect(placeByDate(rest, [card(5, 18)])).toEqual([9, 8, 7, 5, 3])
    expect(placeByDate(rest, [card(10, 18), card(1, 1)])).toEqual([9, 10, 8, 7, 3, 1])
    expect(placeByDate(rest, [])).toEqual([9, 8, 7, 3])
  })
})

describe('applyChanges', () => {
  it('keeps every unchanged card, takes the read ones, and leaves out an id known to neither', () => {
    const deployed = [card(3, 3), card(2, 2), card(1, 1)]
    const priced = card(2, 2, ['desktop'], { prices: { price: [5], regular: [5], sale: [] } })
    const read = new Map([
      [2, priced],
      [4, card(4, 4)],
    ])
    const catalogue = applyChanges(deployed, [4, 3, 2, 99, 1], read)
    expect(ids(catalogue)).toEqual([4, 3, 2, 1])
    expect(catalogue[2]).toBe(priced)
  })
})

describe('categoryMembers (a category told from the deployed listings, or asked about)', () => {
  const deployedCards = [
    card(6, 6, ['desktop']),
    card(5, 5, ['laptop']),
    card(4, 4, ['desktop']),
    card(3, 3, ['pro']),
  ]
  // `workstations` is a parent: its listing holds the products of its subcategory `pro`, which name only `pro`.
  const deployed = new Map([
    ['desktop', [6, 4]],
    ['laptop', [5]],
    ['workstations', [6, 3]],
    ['pro', [3]],
  ])
  const categories = ['desktop', 'laptop', 'workstations', 'pro'].map(category)
  const members = (catalogue: ProductSummary[], changed: number[]) =>
    categoryMembers({ categories, deployed, deployedCards, catalogue, changed: new Set(changed) })

  it('narrows the catalogue to a category whose listing held only its own products', () => {
    const moved = card(4, 4, ['laptop'])
    const catalogue = [deployedCards[0]!, deployedCards[1]!, moved, deployedCards[3]!]
    const plan = members(catalogue, [4])
    expect(plan.get('desktop')).toEqual({ ids: [6] })
    expect(plan.get('laptop')).toEqual({ ids: [5, 4] })
  })

  it('asks about a category a changed product may have reached or left through a subcategory', () => {
    // Product 6 was in `workstations` (a parent, not direct): it may have left it.
    expect(members(deployedCards, [6]).get('workstations')).toBe('ask')
    // A product now in a category no deployed product names: a new subcategory of any category, maybe.
    const elsewhere = card(5, 5, ['new-range'])
    const plan = members([deployedCards[0]!, elsewhere, deployedCards[2]!, deployedCards[3]!], [5])
    expect(plan.get('desktop')).toBe('ask')
    expect(plan.get('laptop')).toBe('ask')
  })

  it('keeps a parent category’s deployed products when no change reaches it', () => {
    const removed = deployedCards.filter((c) => c.id !== 3)
    expect(members(removed, []).get('workstations')).toEqual({ ids: [6] })
  })
})

describe('relatedChanges (neighbours whose related products differ)', () => {
  it('lists the unchanged products whose choice, or a chosen card, changed', () => {
    const deployed = Array.from({ length: 8 }, (_, i) => card(20 - i, 20 - i))
    const outOfStock = { ...deployed[3]!, stockStatus: 'OUT_OF_STOCK' as const }
    const catalogue = deployed.map((c) => (c.id === outOfStock.id ? outOfStock : c))
    const related = relatedOfCatalogue(catalogue)
    const neighbours = relatedChanges({ deployed, catalogue, related, changed: new Set([outOfStock.id]) })
    // Those that offered it among their five nearest offer another now; the others are as they were.
    const offeredIt = relatedOfCatalogue(deployed)
    const expected = deployed.filter((c) => c.id !== 17 && offeredIt.get(c.id)!.some((r) => r.id === 17))
    expect(ids(neighbours)).toEqual(ids(expected))
    expect(neighbours.length).toBeGreaterThan(0)
    expect(
      relatedChanges({
        deployed,
        catalogue: deployed,
        related: relatedOfCatalogue(deployed),
        changed: new Set(),
      }),
    ).toEqual([])
  })
})
