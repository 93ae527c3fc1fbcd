import { readFileSync } from 'node:fs'
import { formatDocument } from '@urql/core'
import {
  buildSchema,
  executeSync,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type GraphQLSchema,
} from 'graphql'
import { LIVE_SCHEMA, recordedCase, type RecordedCase } from './recorded-cases'

/**
 * A recorded answer as the storefront's client would receive it. The recorded documents were sent without
 * `__typename` (urql adds it on the wire), so the bodies lack it: it is filled in here by running the recorded
 * query, with `__typename` added as urql adds it, over the recorded data against the live schema.
 */

let schema: GraphQLSchema | null = null
export function liveSchema(): GraphQLSchema {
  schema ??= buildSchema(readFileSync(LIVE_SCHEMA, 'utf8'))
  return schema
}

type Json = Record<string, unknown>

/** The body of a recorded case, every object carrying its `__typename`; errors are kept as recorded. */
export function recordedAnswer(name: string): RecordedCase['body'] {
  const { body, query, variables } = recordedCase(name)
  if (!body.data || body.errors?.length) return body
  return { ...body, data: typedData(name, query, variables ?? {}, body.data) }
}

/**
 * Recorded data shaped by a document (urql's `__typename` added), e.g. today's document over a recorded
 * answer to it. Throws when the document selects a field the data does not have: nothing is made up.
 */
export function typedData(label: string, query: string, variables: Json, data: Json): Json {
  const result = executeSync({
    schema: liveSchema(),
    document: formatDocument(parse(query)),
    variableValues: variables,
    rootValue: data,
    // Reads each field by its response key (an alias included), as recorded.
    fieldResolver: (source: Json, _args, _context, info) => {
      const key = info.path.key as string
      if (!(key in source)) throw new Error(`${key} was not recorded`)
      return source[key]
    },
    // An interface whose type the recording did not ask for (CartItem): its one implementation.
    typeResolver: (value: Json, _context, info, abstractType) => {
      if (typeof value.__typename === 'string') return value.__typename
      const types = info.schema.getPossibleTypes(abstractType)
      return types.length === 1 ? types[0]?.name : undefined
    },
  })
  if (result.errors?.length)
    throw new Error(`${label}: recorded data does not fit the document: ${result.errors[0]?.message}`)
  return result.data as Json
}

/**
 * Whether a document selects `id` on a cart line (CartItem or one of its implementations): the real stack then
 * fails the operation ("Internal server error" at the line's `id`: recorded `addToCart-probe-cartitem-id`).
 */
export function selectsCartItemId(query: string, schema: GraphQLSchema = liveSchema()): boolean {
  const typeInfo = new TypeInfo(schema)
  let found = false
  const cartLine = (name: string | undefined) => name === 'CartItem' || name === 'SimpleCartItem'
  visit(
    parse(query),
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.name.value === 'id' && cartLine(typeInfo.getParentType()?.name)) found = true
      },
    }),
  )
  return found
}
