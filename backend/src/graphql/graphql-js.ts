import { createRequire } from 'node:module'
import type * as GraphQL from 'graphql'

/**
 * graphql-js exactly as Node loads it for graphql-yoga and its plugins. The package ships an ESM and a CommonJS build
 * without an exports map: a bundler or test runner may give our files the ESM one while graphql-yoga gets the other,
 * and graphql-js then refuses a schema or error "from another module or realm". Backend code takes graphql values
 * from here (eslint enforces it); type-only imports of 'graphql' are fine.
 */
const graphql = createRequire(import.meta.url)('graphql') as typeof GraphQL

export const {
  GraphQLEnumType,
  GraphQLError,
  GraphQLInterfaceType,
  GraphQLObjectType,
  GraphQLUnionType,
  Kind,
  buildSchema,
  execute: graphqlExecute,
  getOperationAST,
  parse: graphqlParse,
} = graphql
