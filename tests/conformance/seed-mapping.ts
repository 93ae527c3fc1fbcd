import { RECORDED_ORIGIN } from './embedded-backend'
import { send } from './exchange'

/**
 * The real shop's products, users and slugs in the recorded variables, and their equivalents in the embedded seed.
 * Recorded shop: 45 `colour-calibrator` and 43 simple with stock, 29 the one with 2 left, 27 out of stock,
 * 51 `forge-pro-workstation` (variation 56, silver / 64gb) and 1141 (variation 1147) variable, user 3 `demo`.
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

const RECORDED = {
  simple: 45,
  simpleSlug: 'colour-calibrator',
  otherSimple: 43,
  lowStock: 29,
  outOfStock: 27,
  variables: [51, 1141],
  variations: [56, 1147],
  variableSlug: 'forge-pro-workstation',
  demoUserId: 'dXNlcjoz',
} as const

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

/** Finds the seed's equivalents of the recorded shop's products by asking the embedded backend for its catalogue. */
export async function discoverSeed(graphqlUrl: string): Promise<SeedMapping> {
  const answer = await send(graphqlUrl, PROBE, null, {
    'content-type': 'application/json',
    accept: 'application/json',
    origin: RECORDED_ORIGIN,
  })
  const nodes = (answer.body.data as { products?: { nodes: ProbeNode[] } } | undefined)?.products?.nodes
  if (!nodes) throw new Error(`The seed probe failed: ${JSON.stringify(answer.body).slice(0, 300)}`)
  const need = <T>(what: string, found: T | undefined): T => {
    if (found === undefined) throw new Error(`The embedded seed has no ${what}`)
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

/** The embedded equivalents of the recorded database ids, slugs and global ids that name seed data. */
function substitutions(seed: SeedMapping, demoUserId: string): Map<unknown, unknown> {
  return new Map<unknown, unknown>([
    [RECORDED.simple, seed.simple.id],
    [RECORDED.simpleSlug, seed.simple.slug],
    [RECORDED.otherSimple, seed.otherSimple.id],
    [RECORDED.lowStock, seed.lowStock.id],
    [RECORDED.outOfStock, seed.outOfStock.id],
    ...RECORDED.variables.map((id) => [id, seed.variable.id] as const),
    ...RECORDED.variations.map((id) => [id, seed.variable.variationId] as const),
    [RECORDED.variableSlug, seed.variable.slug],
    [RECORDED.demoUserId, demoUserId],
  ])
}

/** The variables whose values name seed data; quantities, ratings and page sizes are never substituted. */
const NAMING_KEYS = new Set(['productId', 'variationId', 'commentOn', 'id', 'slug'])

/**
 * The recorded variables with the real shop's ids, slugs and variation attributes replaced by the seed's. Values
 * that name nothing in the seed (unknown ids and slugs, codes, emails) stay as recorded.
 */
export function mapVariables(
  variables: Record<string, unknown> | null,
  seed: SeedMapping,
  demoUserId: string,
): Record<string, unknown> {
  const table = substitutions(seed, demoUserId)
  const walk = (value: unknown, key: string): unknown => {
    if (key === 'variation' && Array.isArray(value)) return seed.variable.attributes
    if (Array.isArray(value)) return value.map((v) => walk(v, key))
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]))
    return NAMING_KEYS.has(key) && table.has(value) ? table.get(value) : value
  }
  return walk(variables ?? {}, '') as Record<string, unknown>
}
