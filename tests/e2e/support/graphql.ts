import { inject } from 'vitest'

/**
 * GraphQL calls the e2e tests make from outside the browser (another shopper, or the test reading the backend).
 * They carry the shop's `Origin`, as a browser on the shop does: the e2e backend's access control, like Headless
 * Login's, refuses any other.
 */
export const shopOrigin = (): string => new URL(inject('shopUrl')).origin

export interface GraphqlAnswer<T> {
  data: T
  errors?: { message: string }[]
}

/** The whole answer, errors included (for tests that read the backend's own error message). */
export async function gqlAnswer<T>(
  graphqlUrl: string,
  query: string,
  headers: Record<string, string> = {},
): Promise<GraphqlAnswer<T>> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shopOrigin(), ...headers },
    body: JSON.stringify({ query }),
  })
  return (await response.json()) as GraphqlAnswer<T>
}

/**
 * The answer's data; throws on any error. With a session, the call carries its token and keeps the one the
 * backend answers with, as a browser's session would; with an `authToken` too, it is the signed-in customer's.
 */
export async function gqlData<T>(
  graphqlUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  session?: { token: string | null; authToken?: string },
): Promise<T> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    origin: shopOrigin(),
  }
  if (session?.token) headers['woocommerce-session'] = `Session ${session.token}`
  if (session?.authToken) headers.authorization = `Bearer ${session.authToken}`
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  })
  if (session) session.token = response.headers.get('woocommerce-session') ?? session.token
  const body = (await response.json()) as GraphqlAnswer<T>
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join(' | '))
  return body.data
}

export interface StockedPick {
  name: string
  slug: string
  /** For a variable product: the options that pick a variation with stock. */
  choice: { name: string; value: string }[]
}

/** Shippable simple products and variable products with stock for a few units (5), from the live catalogue. */
export async function stockedPicks(
  graphqlUrl: string,
): Promise<{ simple: StockedPick[]; variable: StockedPick[] }> {
  type Variation = {
    stockStatus: string
    stockQuantity: number | null
    attributes: { nodes: { name: string; value: string }[] }
  }
  type Node = {
    name: string
    slug: string
    type: string
    virtual?: boolean
    stockStatus?: string
    stockQuantity?: number | null
    variations?: { nodes: Variation[] }
  }
  const { data } = await gqlAnswer<{ products: { nodes: Node[] } }>(
    graphqlUrl,
    `{ products(first: 100) { nodes {
    name slug type
    ... on SimpleProduct { virtual stockStatus stockQuantity }
    ... on VariableProduct { variations(first: 100) { nodes { stockStatus stockQuantity
      attributes { nodes { name value } } } } } } } }`,
  )
  const enough = (stock: number | null | undefined) => stock == null || stock >= 5
  const simple = data.products.nodes
    .filter(
      (p) => p.type === 'SIMPLE' && !p.virtual && p.stockStatus === 'IN_STOCK' && enough(p.stockQuantity),
    )
    .map((p) => ({ name: p.name, slug: p.slug, choice: [] }))
  const variable = data.products.nodes.flatMap((p) => {
    const variation = p.variations?.nodes.find((v) => v.stockStatus === 'IN_STOCK' && enough(v.stockQuantity))
    return p.type === 'VARIABLE' && variation
      ? [{ name: p.name, slug: p.slug, choice: variation.attributes.nodes }]
      : []
  })
  return { simple, variable }
}

/** Simple products in stock, as the catalogue lists them (each suite takes its own slice). */
export async function inStockSimpleProducts<P>(graphqlUrl: string): Promise<P[]> {
  const data = await gqlData<{ products: { nodes: P[] } }>(
    graphqlUrl,
    `{ products(first: 100, where: { typeIn: [SIMPLE], stockStatus: [IN_STOCK] }) {
        nodes { databaseId slug name ... on SimpleProduct { stockQuantity virtual } } } }`,
  )
  return data.products.nodes
}
