import { describe, expect, it } from 'vitest'
import { ListingPager } from '../../scripts/prerender/listing-pager'
import { ownsPage, parseShard } from '../../scripts/prerender/shard'
import { SITEMAP_LIMIT, sitemapFiles, sitemapXml } from '../../scripts/prerender/build-files'
import { buildHomePayload } from '../../payloads/home'
import type { ProductSummary } from '../../src/domain/catalogue'

const product = (id: number) => ({ id, slug: `p${id}` }) as ProductSummary

describe('shards', () => {
  it('parses i/n and deals pages in turn', () => {
    const shard = parseShard('2/3')
    expect(shard).toEqual({ index: 1, count: 3 })
    expect([0, 1, 2, 3, 4].filter((n) => ownsPage(shard, n))).toEqual([1, 4])
  })

  it('rejects malformed specs', () => {
    expect(() => parseShard('0/3')).toThrow(/--shard/)
    expect(() => parseShard('4/3')).toThrow()
    expect(() => parseShard('a')).toThrow()
    expect(parseShard(undefined)).toEqual({ index: 0, count: 1 })
  })
})

describe('listing pager', () => {
  it('emits full pages as they fill and the partial last one at the end', async () => {
    const pages: [string, number, number][] = []
    const pager = new ListingPager('/products', null, 2, async (path, payload) => {
      pages.push([path, payload.listing.products.length, payload.listing.pageCount])
    })
    await pager.add([product(1), product(2), product(3)], 5)
    expect(pages.map((p) => p[0])).toEqual(['/products'])
    await pager.add([product(4), product(5)], 5)
    await pager.finish()
    expect(pages).toEqual([
      ['/products', 2, 3],
      ['/products/page/2', 2, 3],
      ['/products/page/3', 1, 3],
    ])
  })

  it('emits one empty page for an empty listing', async () => {
    const paths: string[] = []
    const pager = new ListingPager('/product-category/x', { slug: 'x', name: 'X' }, 24, async (path) => {
      paths.push(path)
    })
    await pager.finish()
    expect(paths).toEqual(['/product-category/x'])
  })
})

describe('sitemap', () => {
  it('lists absolute URLs, escaped', () => {
    const xml = sitemapXml(['/', '/product/a&b'], 'https://shop.test')
    expect(xml).toContain('<loc>https://shop.test/</loc>')
    expect(xml).toContain('<loc>https://shop.test/product/a&amp;b</loc>')
  })

  it('splits a large catalogue into parts under a sitemap index', () => {
    const routes = Array.from({ length: SITEMAP_LIMIT + 1 }, (_, i) => `/product/p${i}`)
    const files = sitemapFiles(routes, 'https://shop.test')
    expect(files.map(([name]) => name)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml'])
    expect(files[0]![1]).toContain('<sitemapindex')
    expect(files[0]![1]).toContain('<loc>https://shop.test/sitemap-2.xml</loc>')
    expect(files[2]![1]).toContain('/product/p45000')
    expect(sitemapFiles(['/'], 'https://shop.test')).toHaveLength(1)
  })
})

describe('home payload', () => {
  it('keeps only the summary of each product it is given', () => {
    const detail = {
      ...product(1),
      onSale: true,
      description: '<p>Long text</p>',
      reviews: [{ content: 'Great' }],
      variations: [],
    } as unknown as ProductSummary
    const payload = buildHomePayload({
      site: { name: 'Shop', description: '' },
      categories: [],
      newest: [detail],
      onSale: [detail],
    })
    for (const card of [...payload.newest, ...payload.onSale]) {
      expect(card.slug).toBe('p1')
      expect(Object.keys(card)).not.toContain('description')
      expect(Object.keys(card)).not.toContain('reviews')
    }
  })
})
