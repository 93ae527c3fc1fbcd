import type {
  DocumentNode,
  FragmentDefinitionNode,
  GraphQLCompositeType,
  GraphQLNamedType,
  GraphQLOutputType,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
} from 'graphql'
import { Kind, getNamedType, isCompositeType, isInterfaceType, isObjectType } from '../graphql-js'
import type { ServerCosts } from './real-woocommerce-costs'

/** Products an answer holds, by what was asked of each (a product counts once per place it appears in). */
export interface ProductTally {
  detail: number
  card: number
  ids: number
  /** Products whose `related` was resolved (their related nodes are counted as cards, details or ids). */
  related: number
}

const ID_FIELDS = new Set(['__typename', 'id', 'databaseId', 'slug'])
/** ProductCardFields (src/graphql/catalogue/fragments.ts): what a listing card reads. */
const CARD_FIELDS = new Set([
  ...ID_FIELDS,
  ...[
    'name',
    'type',
    'date',
    'onSale',
    'averageRating',
    'reviewCount',
    'image',
    'productCategories',
    'terms',
  ],
  ...['price', 'regularPrice', 'salePrice', 'stockStatus', 'related'],
])

interface Selected {
  fieldName: string
  type: GraphQLOutputType
  sets: SelectionSetNode[]
}

interface Walk {
  schema: GraphQLSchema
  fragments: Map<string, FragmentDefinitionNode>
  tally: ProductTally
}

/** The fields a selection asks of an object, by response key (fragments of every type condition merged). */
function collect(
  walk: Walk,
  parent: GraphQLNamedType,
  sets: SelectionSetNode[],
  out = new Map<string, Selected>(),
) {
  for (const set of sets)
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value
        const def =
          isObjectType(parent) || isInterfaceType(parent)
            ? parent.getFields()[selection.name.value]
            : undefined
        if (!def) continue
        const selected = out.get(key) ?? { fieldName: def.name, type: def.type, sets: [] }
        if (selection.selectionSet) selected.sets.push(selection.selectionSet)
        out.set(key, selected)
        continue
      }
      const fragment =
        selection.kind === Kind.FRAGMENT_SPREAD ? walk.fragments.get(selection.name.value) : selection
      if (!fragment) continue
      const condition = fragment.typeCondition
        ? walk.schema.getType(fragment.typeCondition.name.value)
        : parent
      if (condition) collect(walk, condition, [fragment.selectionSet], out)
    }
  return out
}

/** Products as fields return them: Product, its types, and ProductUnion (what `related` lists). */
function isProduct(type: GraphQLCompositeType) {
  if (type.name === 'Product' || type.name === 'ProductUnion') return true
  return (
    (isObjectType(type) || isInterfaceType(type)) && type.getInterfaces().some((i) => i.name === 'Product')
  )
}

function classify(value: Record<string, unknown>, fields: Map<string, Selected>, tally: ProductTally) {
  let family: 'ids' | 'card' | 'detail' = 'ids'
  for (const [key, { fieldName }] of fields) {
    if (!(key in value)) continue
    if (fieldName === 'related' && value[key] != null) tally.related++
    if (!CARD_FIELDS.has(fieldName)) family = 'detail'
    else if (!ID_FIELDS.has(fieldName) && family === 'ids') family = 'card'
  }
  tally[family]++
}

function visit(walk: Walk, value: unknown, type: GraphQLOutputType, sets: SelectionSetNode[]) {
  if (value === null || typeof value !== 'object') return
  if (Array.isArray(value)) {
    for (const item of value) visit(walk, item, type, sets)
    return
  }
  const named = getNamedType(type)
  if (!isCompositeType(named)) return
  const fields = collect(walk, named, sets)
  const object = value as Record<string, unknown>
  if (isProduct(named)) classify(object, fields, walk.tally)
  for (const [key, selected] of fields)
    if (selected.sets.length && key in object) visit(walk, object[key], selected.type, selected.sets)
}

/**
 * Walks an answer against the operation that asked for it and counts its products by field family. Read from the
 * answer after execution rather than counted per resolver (e.g. @envelop/on-resolve): that plugin wraps every
 * field's resolver of the schema in an async function, while the cost depends only on the answer's shape.
 */
export function tallyProducts(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  data: unknown,
): ProductTally {
  const tally: ProductTally = { detail: 0, card: 0, ids: 0, related: 0 }
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0]
  const root = operation && schema.getRootType(operation.operation)
  if (!operation || !root) return tally
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  )
  visit({ schema, fragments, tally }, data, root, [operation.selectionSet])
  return tally
}

/** The worker time an answer with these products costs the modelled server, in milliseconds. */
export function modelledMilliseconds(tally: ProductTally, costs: ServerCosts): number {
  return (
    costs.requestMs +
    tally.detail * costs.detailProductMs +
    tally.related * costs.relatedLookupMs +
    tally.card * costs.cardProductMs +
    tally.ids * costs.idProductMs
  )
}
