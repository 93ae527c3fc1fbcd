import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { GraphQLSchema } from 'graphql'
import { GraphQLInterfaceType, GraphQLObjectType, GraphQLUnionType, buildSchema } from './graphql-js'
import { authResolvers } from '../resolvers/auth'
import { cartResolvers } from '../resolvers/cart'
import { catalogueResolvers } from '../resolvers/catalogue'
import { catalogueObjectResolvers } from '../resolvers/catalogue-objects'
import { checkoutResolvers } from '../resolvers/checkout'
import { customerResolvers } from '../resolvers/customer'
import { downloadResolvers } from '../resolvers/downloads'
import { productEditResolvers } from '../resolvers/product-edit'
import { productPagesResolvers } from '../resolvers/product-pages'
import { reviewResolvers } from '../resolvers/reviews'
import { settingsResolvers } from '../resolvers/settings'
import { mapShopErrors } from './errors'
import type { Resolvers } from './resolver-types'

const ROOT_TYPES = new Set(['RootQuery', 'RootMutation'])

const SCHEMA_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema.graphql')

/** The committed subset SDL (see scripts/extract-schema.ts). */
export const readSchemaSource = () => readFileSync(SCHEMA_FILE, 'utf8')

/** One map from several: a type named by more than one map gets the fields of all of them. */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Record<string, object> = {}
  for (const map of maps)
    for (const [type, fields] of Object.entries<object | undefined>(map))
      merged[type] = { ...merged[type], ...fields }
  return merged
}

/** Every resolver of the embedded backend, typed by the schema (resolver-types.ts, `npm run codegen:backend`). */
export const shopResolvers: Resolvers = mergeResolvers(
  catalogueResolvers,
  catalogueObjectResolvers,
  cartResolvers,
  customerResolvers,
  authResolvers,
  checkoutResolvers,
  downloadResolvers,
  productEditResolvers,
  productPagesResolvers,
  reviewResolvers,
  settingsResolvers,
)

type FieldResolver = (...args: unknown[]) => unknown

function resolverOf(where: string, value: unknown): FieldResolver {
  if (typeof value === 'function') return value as FieldResolver
  throw new Error(`The resolver of ${where} is not a function`)
}

/**
 * The schema of `source` with `resolvers` attached. A resolver the schema has no place for (an unknown type or field)
 * fails here, at start-up, rather than being skipped and never called.
 */
export function buildExecutableSchema(source: string, resolvers: Resolvers): GraphQLSchema {
  const schema = buildSchema(source)
  const maps = resolvers as Record<string, Record<string, unknown> | undefined>
  for (const [typeName, fields] of Object.entries(maps)) {
    const type = schema.getType(typeName)
    if (!type) throw new Error(`Resolvers for ${typeName}, which the schema does not have`)
    for (const [fieldName, value] of Object.entries(fields ?? {})) {
      const where = `${typeName}.${fieldName}`
      if (type instanceof GraphQLInterfaceType || type instanceof GraphQLUnionType) {
        if (fieldName !== '__resolveType')
          throw new Error(`Resolver for ${where}: an abstract type takes only __resolveType`)
        type.resolveType = resolverOf(where, value) as typeof type.resolveType
        continue
      }
      if (!(type instanceof GraphQLObjectType))
        throw new Error(`Resolvers for ${typeName}, which is no object type`)
      const field = type.getFields()[fieldName]
      if (!field) throw new Error(`Resolver for ${where}, which the schema does not have`)
      const resolve = resolverOf(where, value)
      // Only root fields refuse (nested fields read what a root field returned), so only they map shop errors.
      field.resolve = ROOT_TYPES.has(typeName) ? mapShopErrors(resolve) : resolve
    }
  }
  return schema
}

/** The committed subset SDL with every resolver attached. */
export function createSchema(): GraphQLSchema {
  return buildExecutableSchema(readSchemaSource(), shopResolvers)
}
