import { describe, expect, it } from 'vitest'
import type { Category } from '../../src/domain/catalogue'
import type { ListingPayload } from '../../src/domain/payloads'
import { CategoryListings } from '../../scripts/prerender/category-listings'
import { summaryFixture } from '../support/product-summaries'

const category = (slug: string): Category => ({ id: slug.length, slug, name: slug, count: 0, image: null })

const card = (id: number, categories: string[]) => summaryFixture(id, { categories })

describe('category listings cut from the stream of all products', () => {
  it('give each category its products in catalogue order, pages of perPage, with the backend’s size on each', async () => {
    const pages = new Map<string, ListingPayload>()
    const listings = new CategoryListings(
      [category('laptop'), category('desktop'), category('empty')],
      [5, 2, 0],
      2,
      async (path, payload) => void pages.set(path, payload),
    )
    const stream = [
      card(1, ['laptop']),
      card(2, ['desktop', 'laptop']),
      card(3, ['laptop']),
      card(4, []),
      card(5, ['desktop']),
      card(6, ['laptop', 'laptop']),
      card(7, ['laptop']),
    ]
    await listings.add(stream.slice(0, 3))
    // A full page goes out as soon as it is full, before the stream ends.
    expect([...pages.keys()]).toEqual(['/product-category/laptop'])
    await listings.add(stream.slice(3))
    const noOwnListing = () => {
      throw new Error('every category added up: none is read from its own listing')
    }
    expect(await listings.finish(noOwnListing)).toEqual([])
    const ids = (path: string) => pages.get(path)?.listing.products.map((p) => p.id)
    expect(ids('/product-category/laptop')).toEqual([1, 2])
    expect(ids('/product-category/laptop/page/2')).toEqual([3, 6])
    expect(ids('/product-category/laptop/page/3')).toEqual([7])
    expect(ids('/product-category/desktop')).toEqual([2, 5])
    expect(ids('/product-category/empty')).toEqual([])
    expect(pages.get('/product-category/laptop/page/2')?.listing).toMatchObject({ total: 5, pageCount: 3 })
  })

  it('build a category that does not add up to its size from its own listing (a parent, an unknown size)', async () => {
    const pages = new Map<string, ListingPayload>()
    const listings = new CategoryListings(
      [category('computers'), category('laptop'), category('unknown')],
      [3, 2, null],
      2,
      async (path, payload) => void pages.set(path, payload),
    )
    // The backend counts a parent's listing with its subcategories' products; a product names only its own.
    await listings.add([
      card(1, ['laptop']),
      card(2, ['laptop']),
      card(3, ['computers']),
      card(4, ['unknown']),
    ])
    const asked: string[] = []
    async function* ownListing(slug: string) {
      asked.push(slug)
      if (slug === 'computers') {
        yield { found: 3, products: [card(1, ['laptop']), card(2, ['laptop'])] }
        yield { found: 3, products: [card(3, ['computers'])] }
      } else yield { found: 1, products: [card(4, ['unknown'])] }
    }
    expect(await listings.finish(ownListing)).toEqual(['computers', 'unknown'])
    expect(asked).toEqual(['computers', 'unknown'])
    const ids = (path: string) => pages.get(path)?.listing.products.map((p) => p.id)
    // Its pages as the backend lists it, subcategories' products included.
    expect(ids('/product-category/computers')).toEqual([1, 2])
    expect(ids('/product-category/computers/page/2')).toEqual([3])
    expect(pages.get('/product-category/computers')?.listing).toMatchObject({ total: 3, pageCount: 2 })
    expect(ids('/product-category/laptop')).toEqual([1, 2])
    expect(ids('/product-category/unknown')).toEqual([4])
  })
})
