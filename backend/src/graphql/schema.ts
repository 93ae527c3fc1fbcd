import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { GraphQLSchema } from 'graphql'
import { GraphQLInterfaceType, GraphQLObjectType, buildSchema } from './graphql-js'
import { authResolvers } from '../resolvers/auth'
import { cartResolvers } from '../resolvers/cart'
import { catalogueResolvers, productInterfaces } from '../resolvers/catalogue'
import { productTypeName } from '../resolvers/product-fields'
import { catalogueObjectResolvers } from '../resolvers/catalogue-objects'
import { checkoutResolvers } from '../resolvers/checkout'
import { customerResolvers } from '../resolvers/customer'
import { downloadResolvers } from '../resolvers/downloads'
import { productEditResolvers } from '../resolvers/product-edit'
import { reviewResolvers } from '../resolvers/reviews'
import { settingsResolvers } from '../resolvers/settings'
import type { Product } from '../db/catalogue'
import { mapShopErrors } from './errors'

type ResolverMap = Record<string, Record<string, unknown>>

const ROOT_TYPES = new Set(['RootQuery', 'RootMutation'])

const SCHEMA_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema.graphql')

function mergeResolvers(...maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {}
  for (const map of maps)
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields }
  return merged
}

/** The committed subset SDL (see scripts/extract-schema.ts) with every resolver attached. */
export function createSchema(): GraphQLSchema {
  const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'))
  const productTypes = Object.fromEntries(
    productInterfaces.map((name) => [name, { __resolveType: (p: Product) => productTypeName(p) }]),
  )
  const resolvers = mergeResolvers(
    productTypes,
    catalogueResolvers as ResolverMap,
    catalogueObjectResolvers as ResolverMap,
    cartResolvers as ResolverMap,
    customerResolvers as ResolverMap,
    authResolvers as ResolverMap,
    checkoutResolvers as ResolverMap,
    downloadResolvers as ResolverMap,
    productEditResolvers as ResolverMap,
    reviewResolvers as ResolverMap,
    settingsResolvers as ResolverMap,
  )
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName)
    if (!type) throw new Error(`Resolvers for ${typeName}, which the schema does not have`)
    if (type instanceof GraphQLInterfaceType) {
      type.resolveType = fields.__resolveType as InstanceType<typeof GraphQLInterfaceType>['resolveType']
      continue
    }
    if (!(type instanceof GraphQLObjectType)) continue
    const typeFields = type.getFields()
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = typeFields[fieldName]
      // Shared maps (e.g. product fields) may name fields a given type lacks; those are simply not attached.
      // Only root fields refuse (nested fields read what a root field returned), so only they map shop errors.
      if (field)
        field.resolve = (
          ROOT_TYPES.has(typeName) ? mapShopErrors(resolve as never) : resolve
        ) as typeof field.resolve
    }
  }
  return schema
}
