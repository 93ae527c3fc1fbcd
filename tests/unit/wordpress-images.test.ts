import { describe, expect, it } from 'vitest'
import type { ProductPageFields } from '../../src/graphql/catalogue/fragments'
import { toProductDetail } from '../../src/graphql/catalogue/mappers'
import type { ResultOf } from '../../src/graphql/tada'
import { imageSources } from '../../src/lib/image-sources'
import { compactSrcSet } from '../../src/graphql/catalogue/compact-srcset'
import { expandSrcSet } from '../../src/lib/wordpress-srcset'
import { recordedCase } from '../support/recorded-cases'

type WireDetail = ResultOf<typeof ProductPageFields>

// The product as a real WooCommerce answered it (recorded: WordPress made 100, 150, 300, 600 and 768 px copies of the
// 800 px upload, and WPGraphQL lists them with the original in `srcSet`).
const recorded = recordedCase('getProduct-simple').body.data?.product as WireDetail
const product = toProductDetail(recorded)!
const wordpress = recorded.image!.srcSet!
const folder = recorded.image!.sourceUrl!.replace(/[^/]+$/, '')

describe("WordPress's own image sizes, without an image service", () => {
  it('keeps every copy WordPress lists, by file name, narrowest first', () => {
    expect(product.image!.srcset).toMatch(/^[\w.-]+-100x100\.jpg 100w, [\w.-]+-150x150\.jpg 150w, /)
    expect(product.image!.srcset).not.toContain('http')
    const copies = expandSrcSet(product.image!.srcset, product.image!.src)
    expect(copies.map((copy) => copy.width)).toEqual([100, 150, 300, 600, 768, 800])
    const listed = new Map(
      wordpress
        .split(', ')
        .map((entry) => entry.split(' '))
        .map(([url, w]) => [w, url]),
    )
    for (const copy of copies) expect(copy.url).toBe(listed.get(`${copy.width}w`))
  })

  it('gives a 280 px tile the 300 px copy as its src and lets the browser choose by the box width', () => {
    const tile = imageSources(product.image!, 280, undefined, '')
    expect(tile.src).toBe(`${folder}${product.image!.src.split('/').pop()!.replace('.jpg', '-300x300.jpg')}`)
    expect(tile.sizes).toBe('280px')
    expect(tile.srcSet.split(', ')).toHaveLength(6)
    expect(tile.srcSet).toContain('-600x600.jpg 600w')
  })

  it('gives a 72 px thumbnail the 100 px copy, and a slot wider than every copy the widest', () => {
    expect(imageSources(product.image!, 72, undefined, '').src).toMatch(/-100x100\.jpg$/)
    expect(imageSources(product.image!, 1200, undefined, '').src).toBe(product.image!.src)
    expect(imageSources(product.image!, 640, '(min-width: 1024px) 600px, 100vw', '').sizes).toBe(
      '(min-width: 1024px) 600px, 100vw',
    )
  })

  it('lets a configured image service win, and uses the original for an image WordPress lists no copies of', () => {
    const service = imageSources(product.image!, 280, undefined, 'https://img.example/_ipx')
    expect(service.src).toMatch(/^https:\/\/img\.example\/_ipx\/w_280,f_webp\/wp-content\/uploads\//)
    expect(service.srcSet).not.toContain('-300x300')
    const bare = imageSources({ ...product.image!, srcset: undefined }, 280, undefined, '')
    expect(bare.src).toBe(product.image!.src)
  })
})

describe('a compact srcset', () => {
  const original = 'https://shop.example/wp-content/uploads/2026/11/desk.jpg'

  it('keeps a copy outside the original folder, or with an unusual name, as its full address', () => {
    const compact = compactSrcSet(
      'https://cdn.example/desk-300x300.jpg 300w, https://shop.example/wp-content/uploads/2026/11/a%20b.jpg 400w, ' +
        'https://shop.example/wp-content/uploads/2026/11/desk-150x150.jpg 150w',
      original,
    )
    expect(compact).toBe(
      'desk-150x150.jpg 150w, https://cdn.example/desk-300x300.jpg 300w, ' +
        'https://shop.example/wp-content/uploads/2026/11/a%20b.jpg 400w',
    )
    expect(expandSrcSet(compact, original).map((copy) => copy.url)).toEqual([
      'https://shop.example/wp-content/uploads/2026/11/desk-150x150.jpg',
      'https://cdn.example/desk-300x300.jpg',
      'https://shop.example/wp-content/uploads/2026/11/a%20b.jpg',
    ])
  })

  it('drops what is not an http(s) address, so a forged srcset cannot reach the page as a script URL', () => {
    expect(compactSrcSet('javascript:alert(1) 300w, data:image/png;base64,AA 400w', original)).toBeUndefined()
    expect(
      compactSrcSet(`javascript:alert(1) 300w, ${original.replace('.jpg', '-150x150.jpg')} 150w`, original),
    ).toBe('desk-150x150.jpg 150w')
    expect(compactSrcSet(`${original} 800w`, 'javascript:alert(1)')).toBeUndefined()
    expect(compactSrcSet('', original)).toBeUndefined()
    expect(compactSrcSet(null, original)).toBeUndefined()
  })
})
