import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSchema, type GraphQLSchema } from 'graphql'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')

/** The embedded backend's schema, in the repository. */
export const BACKEND_SCHEMA = path.join(root, 'backend/schema.graphql')
/** WooGraphQL 1.0.3's published schema, beside the repository. */
export const WOOGRAPHQL_SCHEMA = path.resolve(root, '../shared/schema/woographql-1.0.3/schema.graphql')
/** The schema a real WordPress + WooCommerce + WooGraphQL + Headless Login shop served (2026-11), beside the repository. */
export const LIVE_SCHEMA = path.resolve(root, '../shared/schema/woocommerce-live-2026-11/schema.graphql')

export const hasLiveSchema = existsSync(LIVE_SCHEMA)
export const LIVE_SCHEMA_ABSENT =
  '../shared/schema/woocommerce-live-2026-11 is absent: not checked against the live WooCommerce schema'

export const loadSchema = (file: string): GraphQLSchema => buildSchema(readFileSync(file, 'utf8'))
