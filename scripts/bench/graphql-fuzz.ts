/**
 * A seeded fuzzer for the GraphQL endpoint: random token soups and mutations (cuts, repeats, splices, huge numbers,
 * deep nesting) of real storefront-shaped operations, sent as POST and GET. Used by tests/security (every answer
 * below 500, the server alive after) and by the bench (the slowest single answer).
 */
import { random as mulberry32 } from './synthetic-catalogue'

/** Deterministic, so a failing case can be replayed from its seed. */
export const seededRandom = mulberry32

const SEEDS = [
  `query getCart { cart { isEmpty total subtotal contents(first: 100) { itemCount nodes { key quantity total product { node { name slug } } } } } }`,
  `mutation addToCart($input: AddToCartInput!) { addToCart(input: $input) { cart { total } } }`,
  `query getProducts($first: Int = 20, $after: String) { products(first: $first, after: $after, where: { visibility: VISIBLE }) { found pageInfo { hasNextPage endCursor } nodes { name slug ... on SimpleProduct { price stockStatus } } } }`,
  `query getProduct($slug: ID!) { product(id: $slug, idType: SLUG) { name description related(first: 5) { nodes { name ... on SimpleProduct { price } } } ... on VariableProduct { variations(first: 100) { nodes { name price attributes { nodes { name value } } } } } } }`,
  `query { productCategories(first: 20) { nodes { name slug count image { sourceUrl } } } generalSettings { title } }`,
  `query { viewer { email orders(first: 10) { nodes { orderNumber total } } } customer { email } }`,
  `query Q { ...F } fragment F on RootQuery { products(first: 2) { nodes { ...P } } } fragment P on Product { name slug }`,
  `mutation { login(input: { provider: PASSWORD, credentials: { username: "x", password: "y" } }) { authToken } }`,
]

const TOKENS = [
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ':',
  '...',
  '$',
  '!',
  '=',
  '@include(if: true)',
  '@skip(if: $x)',
  ',',
  '"',
  'query',
  'mutation',
  'subscription',
  'fragment',
  'on',
  'products',
  'product',
  'cart',
  'nodes',
  'edges',
  'node',
  'related',
  'first:',
  'first: 100',
  'first: 99999999999',
  'after: "YXJyYXljb25uZWN0aW9uOjA="',
  'name',
  'price',
  'RootQuery',
  'Product',
  '__typename',
  '__schema { types { name } }',
  'a: name',
  'null',
  'true',
  '1e999',
  '-1',
  '"\\u0000"',
  '"""block"""',
  '#comment\n',
  '\u2028',
  '\uFFFF',
  'ÿ',
  '%E0%A4%A',
]

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!
}

function randomSoup(random: () => number): string {
  const length = 1 + Math.floor(random() * 60)
  return Array.from({ length }, () => pick(random, TOKENS)).join(' ')
}

function mutate(random: () => number, source: string): string {
  const at = Math.floor(random() * source.length)
  const span = Math.floor(random() * 40)
  switch (Math.floor(random() * 7)) {
    case 0:
      return source.slice(0, at) + source.slice(at + span)
    case 1:
      return (
        source.slice(0, at) +
        source.slice(at, at + span).repeat(2 + Math.floor(random() * 20)) +
        source.slice(at)
      )
    case 2:
      return source.slice(0, at) + pick(random, TOKENS) + source.slice(at)
    case 3:
      return source.replace(/\d+/g, () =>
        pick(random, ['0', '-1', '100', '10000', '2147483648', '99999999999999']),
      )
    case 4: {
      const depth = 1 + Math.floor(random() * 300)
      return source.slice(0, at) + 'a { '.repeat(depth) + 'b' + ' }'.repeat(depth) + source.slice(at)
    }
    case 5:
      return source.slice(0, at) + '['.repeat(1 + Math.floor(random() * 500)) + source.slice(at)
    default:
      return source.split('').reverse().join('')
  }
}

export interface FuzzCase {
  method: 'GET' | 'POST'
  query: string
  variables?: unknown
}

/** `count` cases from `seed`: a third random soups, the rest mutated storefront operations. */
export function fuzzCases(seed: number, count: number): FuzzCase[] {
  const random = seededRandom(seed)
  const cases: FuzzCase[] = []
  for (let i = 0; i < count; i++) {
    let query = random() < 0.33 ? randomSoup(random) : pick(random, SEEDS)
    for (let n = Math.floor(random() * 3); n >= 0; n--) query = mutate(random, query)
    const variables = pick(random, [
      undefined,
      { first: 5 },
      { first: 10_000_000 },
      { slug: 'x', input: { productId: 1, quantity: 1 } },
      'not an object',
      { first: { nested: [1, [2, [3]]] } },
    ])
    cases.push({ method: random() < 0.15 ? 'GET' : 'POST', query, variables })
  }
  return cases
}

export interface FuzzOutcome {
  status: number
  ms: number
}

/** Sends one case; the answer's status and how long it took. */
export async function sendCase(graphqlUrl: string, c: FuzzCase): Promise<FuzzOutcome> {
  const started = performance.now()
  let res: Response
  if (c.method === 'GET') {
    const params = new URLSearchParams({ query: c.query })
    if (c.variables !== undefined) params.set('variables', JSON.stringify(c.variables))
    // The JSON content type marks the GET as a client's, not a cross-site link's (the backend's CSRF prevention).
    res = await fetch(`${graphqlUrl}?${params}`, {
      headers: { accept: 'application/json', 'content-type': 'application/json' },
    })
  } else {
    res = await fetch(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: c.query, variables: c.variables }),
    })
  }
  await res.arrayBuffer()
  return { status: res.status, ms: performance.now() - started }
}
