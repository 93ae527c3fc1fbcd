import { describe, expect, it } from 'vitest'
import { CatalogueIndexWriter, searchTexts } from '../../payloads/catalogue-index'
import { applyListing } from '../../src/features/catalogue/listing/apply-listing'
import { readListingQuery } from '../../src/features/catalogue/listing/filter-grammar'
import { listingFacets } from '../../src/features/catalogue/listing/listing-facets'
import type { ProductSummary } from '../../src/domain/catalogue'
import { attachSearchTexts, decodeIndex } from '../../src/lib/listing/index-format'

function product(id: number, patch: Partial<ProductSummary>): ProductSummary {
  return {
    id,
    slug: `p${id}`,
    name: `Product ${id}`,
    type: 'SIMPLE',
    date: '2024-01-01T00:00:00',
    prices: { price: [100], regular: [100], sale: [] },
    onSale: false,
    image: null,
    averageRating: 0,
    reviewCount: 0,
    stockStatus: 'IN_STOCK',
    categories: ['desktop'],
    terms: [],
    ...patch,
  }
}

const color = (slug: string) => ({ taxonomy: 'pa_color', slug, name: slug })
const size = (slug: string) => ({ taxonomy: 'pa_size', slug, name: slug })

// In backend order: newest first.
const catalogue = [
  product(1, {
    name: 'Zeta Tower',
    date: '2024-06-01T00:00:00',
    prices: { price: [900], regular: [1000], sale: [900] },
    onSale: true,
    averageRating: 4.5,
    reviewCount: 2,
    terms: [color('black'), size('large')],
  }),
  product(2, {
    name: 'alpha Laptop',
    type: 'VARIABLE',
    date: '2024-05-01T00:00:00',
    prices: { price: [200, 2000], regular: [200, 2000], sale: [] },
    averageRating: 3,
    reviewCount: 1,
    categories: ['laptop'],
    terms: [color('silver')],
  }),
  product(3, {
    name: 'Beta Monitor',
    date: '2024-04-01T00:00:00',
    prices: { price: [250], regular: [500], sale: [250] },
    onSale: true,
    averageRating: 4,
    reviewCount: 5,
    categories: ['accessories'],
    terms: [color('black'), size('small')],
  }),
  product(4, {
    name: 'Éclair Mini PC',
    date: '2024-03-01T00:00:00',
    prices: { price: [100], regular: [100], sale: [] },
  }),
  product(5, { name: 'Gamma Tower', date: '2024-03-01T00:00:00', categories: ['desktop', 'made-to-order'] }),
]

const descriptions: [number, string, string][] = [
  [1, '<p>Quiet RTX workstation</p>', 'For <em>Blender</em>.'],
  [2, '<b>Thin</b> and light.', ''],
  [3, '4K HDR display', '<p>Calibrated for colour grading.</p>'],
  [4, 'Small.', ''],
  [5, '', '<ul><li>Threadripper render node</li></ul>'],
]
const texts = searchTexts(
  descriptions.map(([id, shortDescription, description]) => ({
    id,
    name: catalogue.find((p) => p.id === id)!.name,
    shortDescription,
    description,
  })),
)

function load() {
  const writer = new CatalogueIndexWriter()
  writer.add(catalogue, texts)
  const { index, search } = JSON.parse(JSON.stringify(writer.toJson())) as ReturnType<typeof writer.toJson>
  const decoded = decodeIndex(index)
  attachSearchTexts(decoded.products, search)
  return decoded
}

const { products, facets } = load()

function ids(query: string, category: string | null = null): number[] {
  return applyListing(products, facets, { ...readListingQuery(query), category }).map((p) => p.id)
}

describe('sorting', () => {
  it('sorts by date, newest first by default, ties in index order', () => {
    expect(ids('')).toEqual([1, 2, 3, 4, 5])
    expect(ids('?order=ASC')).toEqual([4, 5, 3, 2, 1])
  })

  it('sorts by the highest price, ties in index order both ways', () => {
    expect(ids('?orderby=price')).toEqual([4, 5, 3, 1, 2])
    expect(ids('?orderby=price&order=DESC')).toEqual([2, 1, 3, 4, 5])
  })

  it('sorts by rating, then by review count', () => {
    expect(ids('?orderby=rating')).toEqual([1, 3, 2, 4, 5])
    expect(ids('?orderby=rating&order=ASC')).toEqual([4, 5, 2, 3, 1])
  })

  it('sorts by discount between highest regular and highest sale price; not on sale counts as 0', () => {
    // 3: 50 % off, 1: 10 % off, the rest 0 in index order.
    expect(ids('?orderby=discount')).toEqual([3, 1, 2, 4, 5])
    expect(ids('?orderby=discount&order=ASC')).toEqual([2, 4, 5, 1, 3])
  })

  it('sorts alphabetically, ignoring case and accents', () => {
    expect(ids('?orderby=alphabetically')).toEqual([2, 3, 4, 5, 1])
    expect(ids('?orderby=alphabetically&order=DESC')).toEqual([1, 5, 4, 3, 2])
  })
})

describe('filters', () => {
  it('keeps products whose highest price lies within the range (variable products by their highest)', () => {
    expect(ids('?filter=price[150,1000]')).toEqual([1, 3])
    expect(ids('?filter=price[1500,]')).toEqual([2])
    expect(ids('?filter=price[,100]')).toEqual([4, 5])
    expect(ids('?filter=price[900,900]')).toEqual([1])
  })

  it('keeps products rated at least the value', () => {
    expect(ids('?filter=rating[4]')).toEqual([1, 3])
    expect(ids('?filter=rating[4.5]')).toEqual([1])
  })

  it('matches categories and attribute terms on slug: any within a key, every key', () => {
    expect(ids('?filter=category[laptop,accessories]')).toEqual([2, 3])
    expect(ids('?filter=pa_color[black]')).toEqual([1, 3])
    expect(ids('?filter=pa_color[black,silver]')).toEqual([1, 2, 3])
    expect(ids('?filter=pa_color[black],pa_size[small]')).toEqual([3])
    expect(ids('?filter=category[desktop],pa_color[silver]')).toEqual([])
    expect(ids('?filter=pa_color[purple]')).toEqual([])
  })

  it('keeps on-sale products', () => {
    expect(ids('?filter=sale[true]')).toEqual([1, 3])
  })

  it('narrows a category listing to its category, and filters within it', () => {
    expect(ids('', 'desktop')).toEqual([1, 4, 5])
    expect(ids('?filter=sale[true]', 'desktop')).toEqual([1])
    expect(ids('?filter=category[made-to-order]', 'desktop')).toEqual([5])
    expect(ids('', 'no-such-category')).toEqual([])
  })
})

describe('search', () => {
  it('matches name, short description and description case-insensitively', () => {
    expect(ids('?search=TOWER')).toEqual([1, 5])
    expect(ids('?search=blender')).toEqual([1])
    expect(ids('?search=Colour%20Grading')).toEqual([3])
    expect(ids('?search=thin')).toEqual([2])
    expect(ids('?search=éclair')).toEqual([4])
  })

  it('matches every word in any order, and combines with filters and sorting', () => {
    expect(ids('?search=render%20threadripper')).toEqual([5])
    expect(ids('?search=tower&orderby=alphabetically')).toEqual([5, 1])
    expect(ids('?search=tower&filter=sale[true]')).toEqual([1])
    expect(ids('?search=nothing-like-this')).toEqual([])
  })

  it('does not match markup of the descriptions', () => {
    expect(ids('?search=%3Cb%3E')).toEqual([])
  })
})

describe('listing facets', () => {
  it('offers categories, terms by taxonomy with counts, and the highest price', () => {
    const all = listingFacets(products, facets, null)
    expect(all.maxPrice).toBe(2000)
    expect(all.categories.map((c) => [c.slug, c.count])).toEqual([
      ['accessories', 1],
      ['desktop', 3],
      ['laptop', 1],
      ['made-to-order', 1],
    ])
    expect(all.attributes.map((a) => a.taxonomy)).toEqual(['pa_color', 'pa_size'])
    expect(all.attributes[0]!.options.map((o) => [o.slug, o.count])).toEqual([
      ['black', 2],
      ['silver', 1],
    ])
  })

  it('counts within a category listing and leaves the category itself out', () => {
    const desktop = listingFacets(products, facets, 'desktop')
    expect(desktop.maxPrice).toBe(900)
    expect(desktop.categories.map((c) => c.slug)).toEqual(['made-to-order'])
    expect(desktop.attributes.map((a) => a.taxonomy)).toEqual(['pa_color', 'pa_size'])
  })
})
