import { send } from './exchange'

/**
 * The products and customer a shop's planned cases use (placeholders.ts): found by asking the shop for its catalogue,
 * so the real shop and the embedded seed each provide their own.
 */
export interface SeedMapping {
  /** A simple, shippable product with stock (the recorded 45, `colour-calibrator`). */
  simple: { id: number; slug: string; stock: number }
  /** Another simple, shippable product with stock (the recorded 43). */
  otherSimple: { id: number; slug: string }
  /** A stock-managed product with little stock (the recorded 29, 2 left). */
  lowStock: { id: number; stock: number }
  /** An out-of-stock simple product (the recorded 27). */
  outOfStock: { id: number }
  /** A variable product, one of its variations in stock and that variation's attributes. */
  variable: {
    id: number
    slug: string
    variationId: number
    attributes: Array<{ attributeName: string; attributeValue: string }>
  }
  /** The demo customer, who exists on both shops with the same credentials. */
  demo: { username: string; email: string; password: string }
}

const PROBE = `query ConformanceSeedProbe {
  products(first: 100) { nodes { databaseId slug type
    ... on SimpleProduct { stockQuantity stockStatus manageStock virtual }
    ... on VariableProduct { variations(first: 50) { nodes { databaseId stockStatus
      attributes { nodes { name value } } } } } } }
}`

interface ProbeNode {
  databaseId: number
  slug: string
  type: string
  stockQuantity?: number | null
  stockStatus?: string
  manageStock?: boolean | null
  virtual?: boolean | null
  variations?: {
    nodes: Array<{
      databaseId: number
      stockStatus: string
      attributes: { nodes: Array<{ name: string; value: string }> }
    }>
  }
}

/** Finds the shop's products for the planned cases' placeholders by asking it for its first 100 products. */
export async function discoverSeed(graphqlUrl: string, origin: string): Promise<SeedMapping> {
  const answer = await send(graphqlUrl, PROBE, null, {
    'content-type': 'application/json',
    accept: 'application/json',
    origin,
  })
  const nodes = (answer.body.data as { products?: { nodes: ProbeNode[] } } | undefined)?.products?.nodes
  if (!nodes) throw new Error(`The catalogue probe failed: ${JSON.stringify(answer.body).slice(0, 300)}`)
  const need = <T>(what: string, found: T | undefined): T => {
    if (found === undefined) throw new Error(`The shop has no ${what} (the planned cases need one)`)
    return found
  }
  const shippable = nodes.filter(
    (n) => n.type === 'SIMPLE' && n.stockStatus === 'IN_STOCK' && n.manageStock && !n.virtual,
  )
  const roomy = shippable.filter((n) => (n.stockQuantity ?? 0) >= 10)
  const simple = need('simple product with 10 in stock', roomy[0])
  const otherSimple = need('second simple product with 10 in stock', roomy[1])
  const lowStock = need(
    'simple product with little stock',
    [...shippable].sort((a, b) => (a.stockQuantity ?? 0) - (b.stockQuantity ?? 0))[0],
  )
  const outOfStock = need(
    'out-of-stock simple product',
    nodes.find((n) => n.type === 'SIMPLE' && n.stockStatus === 'OUT_OF_STOCK'),
  )
  const variable = need(
    'variable product with a variation in stock',
    nodes.find((n) => n.variations?.nodes.some((v) => v.stockStatus === 'IN_STOCK')),
  )
  const variation = variable.variations!.nodes.find((v) => v.stockStatus === 'IN_STOCK')!
  return {
    simple: { id: simple.databaseId, slug: simple.slug, stock: simple.stockQuantity ?? 0 },
    otherSimple: { id: otherSimple.databaseId, slug: otherSimple.slug },
    lowStock: { id: lowStock.databaseId, stock: lowStock.stockQuantity ?? 0 },
    outOfStock: { id: outOfStock.databaseId },
    variable: {
      id: variable.databaseId,
      slug: variable.slug,
      variationId: variation.databaseId,
      attributes: variation.attributes.nodes.map((a) => ({
        attributeName: a.name,
        attributeValue: a.value,
      })),
    },
    demo: { username: 'demo', email: 'demo@example.com', password: 'demo-password' },
  }
}
