import { initGraphQLTada } from 'gql.tada'
import type { introspection } from './graphql-env'

/**
 * `graphql()` for every operation document: types come from the embedded backend's schema
 * (backend/schema.graphql, a subset of WooGraphQL 1.0.3) via `npm run codegen`, never by hand.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection
  disableMasking: true
}>()

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada'
