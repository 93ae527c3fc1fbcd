import type { DocumentNode, OperationDefinitionNode, SelectionSetNode, ValueNode } from 'graphql'
import { GraphQLError, Kind } from './graphql-js'
import { DEFAULT_PAGE, MAX_PAGE } from './connection'

/**
 * Above the heaviest requests a storefront makes: every card of a 10,000-product catalogue in one page (WooNuxt's
 * `getProducts`, ≈390,000) and a prerender page of 100 full products (≈140,000).
 */
export const MAX_COST = 500_000

/**
 * Lists that belong to one object (a product's attributes, an order's lines): as long as the shop made them, not as
 * long as a query asks, so a large `first` on them does not multiply what can come back.
 */
const OWNED_LISTS = new Set([
  'attributes',
  'defaultAttributes',
  'galleryImages',
  'variations',
  'lineItems',
  'contents',
  'downloadableItems',
  'shippingLines',
  'feeLines',
  'couponLines',
  'taxLines',
  'terms',
  'productCategories',
  'productTags',
  'options',
])

function intValue(node: ValueNode | undefined, variables: Record<string, unknown>): number | undefined {
  if (!node) return undefined
  if (node.kind === Kind.INT) return Number(node.value)
  if (node.kind === Kind.VARIABLE) {
    const value = variables[node.name.value]
    return typeof value === 'number' ? value : undefined
  }
  return undefined
}

/**
 * The most fields an operation can make the server resolve: every field counts one, and everything under a
 * connection counts once per node it may return (`first`/`last`, literal or variable, else the default page), so
 * nested connections (`related { … related { … } }`) multiply. Fragments are costed once each: linear in the document.
 */
export function operationCost(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
): number {
  const values: Record<string, unknown> = {}
  for (const definition of operation.variableDefinitions ?? [])
    if (definition.defaultValue?.kind === Kind.INT)
      values[definition.variable.name.value] = Number(definition.defaultValue.value)
  Object.assign(values, variables)
  const fragments = new Map<string, SelectionSetNode>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition.selectionSet)
  const fragmentCosts = new Map<string, number>()

  const costOf = (set: SelectionSetNode, atRoot: boolean): number => {
    let cost = 0
    for (const selection of set.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) cost += costOf(selection.selectionSet, atRoot)
      else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value
        if (!fragmentCosts.has(name)) {
          fragmentCosts.set(name, 0) // a cycle (refused by validation anyway) adds nothing
          const fragment = fragments.get(name)
          fragmentCosts.set(name, fragment ? costOf(fragment, false) : 0)
        }
        cost += fragmentCosts.get(name)!
      } else {
        cost += 1
        if (!selection.selectionSet) continue
        const arg = (name: string) => selection.arguments?.find((a) => a.name.value === name)?.value
        const requested = intValue(arg('first'), values) ?? intValue(arg('last'), values)
        const isConnection =
          requested !== undefined ||
          selection.selectionSet.selections.some(
            (s) => s.kind === Kind.FIELD && (s.name.value === 'nodes' || s.name.value === 'edges'),
          )
        const owned = OWNED_LISTS.has(selection.name.value) && !atRoot
        const size = owned || !isConnection ? 1 : Math.max(1, Math.min(requested ?? DEFAULT_PAGE, MAX_PAGE))
        cost += size * costOf(selection.selectionSet, false)
      }
      if (cost > Number.MAX_SAFE_INTEGER) return Number.MAX_SAFE_INTEGER
    }
    return cost
  }
  return costOf(operation.selectionSet, true)
}

export function costError(cost: number): InstanceType<typeof GraphQLError> {
  return new GraphQLError(
    `The query is too expensive: it may resolve about ${cost} fields, more than the limit of ${MAX_COST}. Ask for smaller pages (first) or fewer nested lists.`,
    { extensions: { code: 'QUERY_TOO_EXPENSIVE', cost, maxCost: MAX_COST } },
  )
}
