import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type ShopClient, type TestBackend } from '../support/test-backend'

const CARD = `databaseId name slug date onSale averageRating
  productCategories { nodes { slug } }
  ... on SimpleProduct { price rawPrice: price(format: RAW) stockStatus }
  ... on VariableProduct { price rawPrice: price(format: RAW) stockStatus }`

describe('catalogue over HTTP', () => {
  let shop: TestBackend
  let client: ShopClient

  beforeAll(async () => {
    shop = await startTestBackend()
    client = shop.client()
  })
  afterAll(() => shop.close())

  it('pages through every product exactly once with cursors', async () => {
    const seen: number[] = []
    let after: string | null = null
    let found = 0
    for (let page = 0; page < 20; page++) {
      const data: {
        products: {
          found: number
          pageInfo: { hasNextPage: boolean; endCursor: string }
          nodes: Array<{ databaseId: number }>
        }
      } = await client.ok(
        `query($after: String) { products(first: 7, after: $after, where: { orderby: { field: DATE, order: DESC } }) {
          found pageInfo { hasNextPage endCursor } nodes { databaseId } } }`,
        { after },
      )
      // WooGraphQL counts found on the first page only.
      if (page === 0) found = data.products.found
      else expect(data.products.found).toBeNull()
      seen.push(...data.products.nodes.map((n) => n.databaseId))
      if (!data.products.pageInfo.hasNextPage) break
      after = data.products.pageInfo.endCursor
    }
    // 40 workstations (--products 40) and the three gift cards
    expect(found).toBe(43)
    expect(seen).toHaveLength(43)
    expect(new Set(seen).size).toBe(43)
  })

  it('filters by category, search, minimum price and sale, and orders by price', async () => {
    const laptops = await client.ok(
      `{ products(first: 100, where: { categoryIn: ["laptop"], visibility: VISIBLE, status: "publish", minPrice: 0 }) { found nodes { ${CARD} } } }`,
    )
    expect(laptops.products.found).toBe(10)
    for (const p of laptops.products.nodes)
      expect(p.productCategories.nodes.map((c: { slug: string }) => c.slug)).toContain('laptop')

    const searched = await client.ok(
      `{ products(first: 100, where: { search: "nomad" }) { nodes { name } } }`,
    )
    expect(searched.products.nodes.length).toBeGreaterThan(0)
    for (const p of searched.products.nodes) expect(p.name.toLowerCase()).toContain('nomad')

    const expensive = await client.ok(
      `{ products(first: 100, where: { minPrice: 3000000 }) { nodes { ${CARD} } } }`,
    )
    for (const p of expensive.products.nodes) {
      expect(Math.max(...String(p.rawPrice).split(', ').map(Number))).toBeGreaterThanOrEqual(3_000_000)
    }

    const onSale = await client.ok(`{ products(first: 100, where: { onSale: true }) { nodes { onSale } } }`)
    expect(onSale.products.nodes.length).toBeGreaterThan(0)
    expect(onSale.products.nodes.every((p: { onSale: boolean }) => p.onSale)).toBe(true)

    const byPrice = await client.ok(
      `{ products(first: 100, where: { orderby: { field: PRICE, order: ASC } }) { nodes { ${CARD} } } }`,
    )
    const prices = byPrice.products.nodes
      .filter((p: { rawPrice?: string }) => p.rawPrice)
      .map((p: { rawPrice: string }) => Math.min(...p.rawPrice.split(', ').map(Number)))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('returns a full product by slug with variations, attributes, reviews and related products', async () => {
    const list = await client.ok(`{ products(first: 100, where: { typeIn: [VARIABLE] }) { nodes { slug } } }`)
    const slug = list.products.nodes[0].slug
    const data = await client.ok(
      `query($slug: ID!) { product(id: $slug, idType: SLUG) {
        name type databaseId sku description shortDescription
        rawDescription: description(format: RAW) metaData { key value }
        ... on ProductWithAttributes { attributes { nodes { name label options scope variation
          ... on GlobalProductAttribute { terms { nodes { name slug } } } } } }
        related(first: 5) { nodes { name } }
        reviews(first: 100) { averageRating edges { rating node { content date author { node { name avatar { url } } } } } }
        image { sourceUrl altText }
        galleryImages(first: 20) { nodes { sourceUrl(size: WOOCOMMERCE_THUMBNAIL) } }
        ... on VariableProduct { price regularPrice salePrice defaultAttributes { nodes { name value } }
          variations(first: 100) { nodes { databaseId name price stockStatus hasAttributes attributes { nodes { name attributeId value label } } } } }
      } }`,
      { slug },
    )
    const product = data.product
    expect(product.type).toBe('VARIABLE')
    // The description is prose; the specifications are the attributes, the product page's one table.
    expect(product.description).toContain(`<strong>${product.name}</strong>`)
    expect(product.description).not.toMatch(/specifications/i)
    expect(product.attributes.nodes.map((a: { name: string }) => a.name)).toEqual(
      expect.arrayContaining(['pa_color', 'CPU', 'GPU', 'RAM']),
    )
    expect(product.variations.nodes.length).toBeGreaterThan(1)
    expect(product.variations.nodes[0].attributes.nodes[0]).toMatchObject({
      name: 'pa_color',
      label: 'Color',
    })
    const color = product.attributes.nodes.find((a: { name: string }) => a.name === 'pa_color')
    expect(color.scope).toBe('GLOBAL')
    expect(color.terms.nodes.length).toBe(color.options.length)
    expect(product.price).toMatch(/^₦[\d,]+\.00( - ₦[\d,]+\.00)?$/)
    expect(product.related.nodes.length).toBeGreaterThan(0)
    expect(product.galleryImages.nodes.length).toBeGreaterThanOrEqual(2)
    expect(product.image.sourceUrl).toMatch(
      new RegExp(`^${shop.backend.origin}/wp-content/uploads/p/\\d+-1\\.jpg$`),
    )
  })

  it('lists the four menu categories, gift cards and attribute terms', async () => {
    const data = await client.ok(`{
      productCategories(first: 20, where: { orderby: COUNT, order: DESC, hideEmpty: true }) { nodes { slug count image { sourceUrl } } }
      terms(first: 100, where: { taxonomies: [PACOLOR], hideEmpty: true }) { nodes { taxonomyName name slug count } }
    }`)
    expect(data.productCategories.nodes.map((c: { slug: string }) => c.slug).sort()).toEqual([
      'accessories',
      'desktop',
      'gift-cards',
      'laptop',
      'made-to-order',
    ])
    expect(
      data.productCategories.nodes.every((c: { image: { sourceUrl: string } }) => c.image.sourceUrl),
    ).toBe(true)
    expect(
      data.terms.nodes.every(
        (t: { taxonomyName: string; count: number }) => t.taxonomyName === 'pa_color' && t.count > 0,
      ),
    ).toBe(true)
  })

  it('serves generated images and resizes them ipx-style with long cache headers', async () => {
    const data = await client.ok(`{ products(first: 1) { nodes { image { sourceUrl } } } }`)
    const url: string = data.products.nodes[0].image.sourceUrl
    const original = await fetch(url)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/jpeg')
    const path = new URL(url).pathname.slice(1)
    const resized = await fetch(`${shop.backend.origin}/_ipx/w_280,f_webp/${path}`)
    expect(resized.status).toBe(200)
    expect(resized.headers.get('content-type')).toBe('image/webp')
    expect(resized.headers.get('cache-control')).toContain('max-age=31536000')
    expect((await fetch(`${shop.backend.origin}/_ipx/w_280/wp-content/uploads/p/1-1.jpg`)).status).toBe(404)
  })

  it('flags made-to-order products with the made_to_order meta the storefront asks for', async () => {
    const data = await client.ok(`{ products(first: 5, where: { categoryIn: ["made-to-order"] }) {
      nodes { metaData(keysIn: ["made_to_order"]) { key value } } } }`)
    expect(data.products.nodes.length).toBeGreaterThan(0)
    for (const node of data.products.nodes)
      expect(node.metaData).toEqual([{ key: 'made_to_order', value: 'yes' }])
  })

  it('serves only the pictures it draws: a path out of the image cache is a 404, never a file', async () => {
    // The data folder holds the signing secrets and the database beside the image cache.
    for (const path of [
      '/wp-content/uploads/..%2fsecrets.json',
      '/wp-content/uploads/..%2f..%2fshop.sqlite',
      '/_ipx/_/..%2f..%2f..%2fsecrets.json',
      '/_ipx/w_280/wp-content/uploads/..%2f..%2f..%2f..%2fsecrets.json',
      '/wp-content/uploads/p/..%2f..%2fsecrets.json',
    ]) {
      const response = await fetch(shop.backend.origin + path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).not.toMatch(/secret|SQLite/i)
    }
  })

  it('answers the storefront settings queries', async () => {
    const data = await client.ok(`{
      generalSettings { title description url }
      allowedCountries
      countryStates(country: NG) { code name }
      paymentGateways { nodes { id title description } }
      loginClients { name provider isEnabled authorizationUrl }
    }`)
    expect(data.allowedCountries).toContain('NG')
    expect(data.countryStates).toContainEqual({ code: 'LA', name: 'Lagos' })
    expect(data.paymentGateways.nodes.map((g: { id: string }) => g.id).sort()).toEqual(['cod', 'paystack'])
    // Headless Login's PASSWORD client first, as a real shop lists it (viewerView-guest), then the demo OAuth one.
    expect(data.loginClients[0]).toEqual({
      name: 'Password',
      provider: 'PASSWORD',
      isEnabled: true,
      authorizationUrl: null,
    })
    expect(data.loginClients[1]).toMatchObject({
      provider: 'OAUTH2_GENERIC',
      name: 'Demo ID',
      isEnabled: true,
    })
  })
})
