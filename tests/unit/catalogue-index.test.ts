import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CatalogueIndexWriter, searchTexts } from '../../payloads/catalogue-index'
import { listingIndexUrl } from '../../src/routing/listing-paths'
import {
  attachSearchTexts,
  compactSearchText,
  decodeIndex,
  indexedToSummary,
} from '../../src/lib/listing/index-format'
import { syntheticCatalogue } from '../../scripts/bench/synthetic-catalogue'

describe('catalogue index', () => {
  const catalogue = syntheticCatalogue(300, 3)

  function written(categories = [{ slug: 'desktop', name: 'Desktops' }]) {
    const writer = new CatalogueIndexWriter({ categories })
    for (let i = 0; i < catalogue.length; i += 64) {
      const batch = catalogue.slice(i, i + 64)
      writer.add(batch, searchTexts(batch))
    }
    return writer
  }

  it('decodes back to the summaries the cards render (pa_* terms only)', () => {
    const { index } = written().toJson()
    const decoded = decodeIndex(JSON.parse(JSON.stringify(index)))
    expect(decoded.products).toHaveLength(catalogue.length)
    decoded.products.forEach((product, i) => {
      const original = catalogue[i]!
      const { shortDescription: _s, description: _d, ...summary } = original
      const lowHigh = (list: number[]) =>
        list.length ? [...new Set([Math.min(...list), Math.max(...list)])] : []
      expect(indexedToSummary(product, decoded.facets)).toEqual({
        ...summary,
        prices: {
          price: lowHigh(summary.prices.price),
          regular: lowHigh(summary.prices.regular),
          sale: lowHigh(summary.prices.sale),
        },
        categories: expect.any(Array),
        terms: expect.any(Array),
      })
      const back = indexedToSummary(product, decoded.facets)
      expect(back.categories.sort()).toEqual([...new Set(summary.categories)].sort())
      const key = (t: { taxonomy: string; slug: string }) => `${t.taxonomy}:${t.slug}`
      expect(back.terms.map(key).sort()).toEqual([...new Set(summary.terms.map(key))].sort())
    })
  })

  it('precomputes what sorting needs: highest prices and the discount', () => {
    const writer = new CatalogueIndexWriter()
    const base = catalogue[0]!
    writer.add(
      [
        {
          ...base,
          id: 1,
          onSale: true,
          prices: { price: [80, 150], regular: [100, 200], sale: [80, 150] },
          terms: [{ taxonomy: 'product_tag', slug: 'x', name: 'x' }],
        },
      ],
      new Map(),
    )
    const [product] = decodeIndex(writer.toJson().index).products
    expect(product).toMatchObject({
      price: 150,
      regular: 200,
      sale: 150,
      discount: 0.25,
      facets: [expect.any(Number)],
    })
  })

  it('names categories from the category list, and keeps one row per product id', () => {
    const writer = written()
    writer.add(catalogue.slice(0, 5), new Map())
    const { index } = writer.toJson()
    expect(index.rows).toHaveLength(catalogue.length)
    expect(index.facets).toContainEqual(['category', 'desktop', 'Desktops'])
    expect(index.facets).toContainEqual(['category', 'laptop', 'laptop'])
  })

  it('writes the index and the search file to /products, the URL every listing fetches', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'index-'))
    try {
      await written().finish(dir)
      expect(listingIndexUrl('/product-category/desktop')).toBe('/products/_index.json')
      const index = JSON.parse(await readFile(join(dir, 'products/_index.json'), 'utf8'))
      const search = JSON.parse(await readFile(join(dir, 'products/_search.json'), 'utf8'))
      const decoded = decodeIndex(index)
      attachSearchTexts(decoded.products, search)
      const first = decoded.products[0]!
      expect(first.text).toContain(catalogue[0]!.name.toLowerCase())
      expect(first.text).not.toMatch(/[<>]|[A-Z]/)
    } finally {
      await rm(dir, { recursive: true })
    }
  })

  it('rejects a file of another version instead of misreading it', () => {
    expect(() => decodeIndex({ v: 2, facets: [], rows: [] })).toThrow(/version/)
    expect(() => decodeIndex(null)).toThrow()
    expect(() => attachSearchTexts([], { rows: [] })).toThrow()
  })

  it('keeps each search word once, so every whole-word or part-word search still matches', () => {
    const text = 'Quiet  QUIET render\nnode, render node.'
    const compact = compactSearchText(text)
    expect(compact).toBe('quiet render node, node.')
    for (const word of ['quiet', 'render', 'node,', 'ode.', 'nder']) expect(compact.includes(word)).toBe(true)
  })

  it('spilled to files as rows come, writes the same bytes as the in-memory writer, and leaves no spill behind', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'index-spill-'))
    try {
      const categories = [{ slug: 'desktop', name: 'Desktops' }]
      const spilling = new CatalogueIndexWriter({ categories, spillTo: dir })
      // Enough rows to flush the spill more than once.
      const many = syntheticCatalogue(4000, 5)
      const inMemory = new CatalogueIndexWriter({ categories })
      for (let i = 0; i < many.length; i += 100) {
        const batch = many.slice(i, i + 100)
        spilling.add(batch, searchTexts(batch))
        inMemory.add(batch, searchTexts(batch))
      }
      expect(spilling.size).toBe(4000)
      expect(() => spilling.toJson()).toThrow(/finish/)
      // Into an output folder of its own that has no products/ folder yet (the build spills to a temporary folder).
      const out = join(dir, 'client')
      await spilling.finish(out)
      const { index, search } = inMemory.toJson()
      expect(await readFile(join(out, 'products/_index.json'), 'utf8')).toBe(JSON.stringify(index))
      expect(await readFile(join(out, 'products/_search.json'), 'utf8')).toBe(JSON.stringify(search))
      expect((await readdir(join(out, 'products'))).sort()).toEqual(['_index.json', '_search.json'])
      expect(await readdir(join(dir, 'products'))).toEqual([])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
