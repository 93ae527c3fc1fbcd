import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../support/test-backend'

interface Answer {
  status: number
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }
}

async function post(url: string, query: string, variables?: unknown): Promise<Answer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  return { status: res.status, body: (await res.json()) as Answer['body'] }
}

/** `query{...F0} fragment F0 on RootQuery{...F1 ...F1} …`: each fragment doubles the work of a naive check. */
function fragmentDoubling(fragments: number): string {
  const defs = Array.from({ length: fragments }, (_, i) =>
    i === fragments - 1
      ? `fragment F${i} on RootQuery { __typename }`
      : `fragment F${i} on RootQuery { ...F${i + 1} ...F${i + 1} }`,
  )
  return `query { ...F0 } ${defs.join(' ')}`
}

/** `products(first:n){nodes{... on Product{related(first:n){nodes{…}}}}}`, `levels` connections deep. */
function nestedRelated(first: number | string, levels: number): string {
  let inner = 'name'
  for (let i = 0; i < levels - 1; i++)
    inner = `... on Product { related(first: ${first}) { nodes { name ${inner} } } }`
  return `products(first: ${first}) { nodes { ${inner} } }`
}

describe('GraphQL limits: refused or answered, never stuck', () => {
  let shop: TestBackend
  beforeAll(async () => {
    shop = await startTestBackend({ products: 30 })
  })
  afterAll(() => shop.close())

  it('checks fragment-doubling documents in time linear in their size (POST and GET)', async () => {
    // 60 doublings would be 2^60 visits for a check that revisits every spread.
    const query = fragmentDoubling(60)
    const answer = await post(shop.backend.graphqlUrl, query)
    expect(answer.status).toBeLessThan(500)
    expect(answer.body.data ?? answer.body.errors).toBeTruthy()
    const get = await fetch(`${shop.backend.graphqlUrl}?query=${encodeURIComponent(query)}`, {
      headers: { 'content-type': 'application/json' },
    })
    expect(get.status).toBeLessThan(500)
    expect((await post(shop.backend.graphqlUrl, '{ __typename }')).body.data).toEqual({
      __typename: 'RootQuery',
    })
  })

  it('refuses nested connections whose list sizes multiply past the cost limit, before any resolver runs', async () => {
    for (const first of [8, 16]) {
      const answer = await post(shop.backend.graphqlUrl, `{ ${nestedRelated(first, 8)} }`)
      expect(answer.body.data ?? null).toBeNull()
      expect(answer.body.errors?.[0]?.message).toMatch(/too expensive/)
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_EXPENSIVE')
    }
    // The same through a variable, which only execution knows.
    const viaVariable = await post(shop.backend.graphqlUrl, `query($n: Int) { ${nestedRelated('$n', 4)} }`, {
      n: 100,
    })
    expect(viaVariable.body.errors?.[0]?.message).toMatch(/too expensive/)
    // A small nest still answers.
    const small = await post(shop.backend.graphqlUrl, `{ ${nestedRelated(2, 2)} }`)
    expect(small.body.errors).toBeUndefined()
  })

  it('refuses 500 aliases, too many directives and too many tokens with GraphQL errors', async () => {
    const aliases = (n: number) =>
      Array.from({ length: n }, (_, i) => `a${i}: products(first: 100) { nodes { name } }`).join(' ')
    for (const count of [40, 500]) {
      const aliased = await post(shop.backend.graphqlUrl, `{ ${aliases(count)} }`)
      expect(aliased.body.errors?.[0]?.message).toMatch(/Aliases limit|Token limit/)
      expect(aliased.body.data ?? null).toBeNull()
    }
    const directives = await post(
      shop.backend.graphqlUrl,
      `{ __typename ${'@include(if: true) '.repeat(60)} }`,
    )
    expect(directives.body.errors?.[0]?.message).toMatch(/[Dd]irectives limit/)
    const tokens = await post(shop.backend.graphqlUrl, `{ ${'__typename '.repeat(6000)} }`)
    expect(tokens.body.errors?.[0]?.message).toMatch(/Token limit/)
  })

  it("answers a WooNuxt-style product document, whose fragments' aliases repeat at every spread, as WPGraphQL does", async () => {
    // The shape of WooNuxt's getProduct (scottyzen/woonuxt): one image fragment with size aliases, spread for the
    // product, its gallery, its variations and its related products; GraphQL Armor counted 9 × 5 = 45 aliases where
    // 9 are written, and refused it. WPGraphQL has no alias limit.
    const document = `
      fragment Image on MediaItem {
        sourceUrl
        cartSourceUrl: sourceUrl(size: THUMBNAIL)
        productCardSourceUrl: sourceUrl(size: WOOCOMMERCE_THUMBNAIL)
        largeSourceUrl: sourceUrl(size: LARGE)
        singleSourceUrl: sourceUrl(size: WOOCOMMERCE_SINGLE)
        gallerySourceUrl: sourceUrl(size: WOOCOMMERCE_GALLERY_THUMBNAIL)
        mediumSrcSet: srcSet(size: MEDIUM)
        largeSrcSet: srcSet(size: LARGE)
        altText
        imageTitle: title
        imageId: databaseId
      }
      fragment Card on Product { name slug image { ...Image } }
      query getProduct($slug: ID!) {
        product(id: $slug, idType: SLUG) {
          ...Card
          galleryImages { nodes { ...Image } }
          ... on VariableProduct { variations { nodes { name image { ...Image } } } }
          related(first: 5) { nodes { ... on Product { ...Card } } }
        }
      }`
    const { slug } = (
      (await post(shop.backend.graphqlUrl, '{ products(first: 1) { nodes { slug } } }')).body.data as {
        products: { nodes: { slug: string }[] }
      }
    ).products.nodes[0]!
    const answer = await post(shop.backend.graphqlUrl, document, { slug })
    expect(answer.body.errors).toBeUndefined()
    expect((answer.body.data as { product: { name: string } }).product.name).toBeTruthy()

    // Written out, 40 aliases are still too many: the limit bounds what a document can ask for, the list cost
    // what its spreads make the server resolve.
    const written = Array.from({ length: 40 }, (_, i) => `a${i}: sourceUrl(size: THUMBNAIL)`).join(' ')
    const flood = await post(
      shop.backend.graphqlUrl,
      `query($slug: ID!) { product(id: $slug, idType: SLUG) { image { ${written} } } }`,
      { slug },
    )
    expect(flood.body.errors?.[0]?.message).toBe('Syntax Error: Aliases limit of 30 exceeded, found 40.')
    expect(flood.body.data ?? null).toBeNull()
  })

  it('answers a 9,000-deep list literal with a GraphQL error, not a 500', async () => {
    const deep = `{ products(where: { include: ${'['.repeat(9000)}1${']'.repeat(9000)} }) { nodes { name } } }`
    const answer = await post(shop.backend.graphqlUrl, deep)
    expect(answer.status).toBeLessThan(500)
    expect(answer.body.errors?.[0]?.message).toMatch(/^Syntax Error/)
  })

  it('refuses an oversized body even when it is streamed without a length', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(16 * 1024))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 20) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const res = await fetch(shop.backend.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
  })

  it('keeps the wire behaviour: session header out and CORS exposing it', async () => {
    const res = await fetch(shop.backend.graphqlUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        origin: 'http://localhost:3000',
      },
      body: JSON.stringify({ query: '{ cart { isEmpty } }' }),
    })
    expect(res.headers.get('content-type')).toContain('application/graphql-response+json')
    expect(res.headers.get('woocommerce-session')).toMatch(/\S+\.\S+\.\S+/)
    expect(res.headers.get('access-control-allow-credentials')).toBe('true')
    expect(res.headers.get('access-control-expose-headers')).toContain('woocommerce-session')
    const get = await fetch(
      `${shop.backend.graphqlUrl}?query=${encodeURIComponent('mutation { emptyCart(input: {}) { cart { isEmpty } } }')}`,
      { headers: { accept: 'application/json', 'content-type': 'application/json' } },
    )
    expect(get.status).toBe(405)
  })
})
