import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSchema, type GraphQLSchema } from 'graphql'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')

/** The embedded backend's schema, in the repository. */
export const BACKEND_SCHEMA = path.join(root, 'backend/schema.graphql')
/** The schema the recorded WordPress + WooCommerce + WooGraphQL + Headless Login shop served (its introspection). */
export { LIVE_SCHEMA } from '../support/recorded-cases'

export const loadSchema = (file: string): GraphQLSchema => buildSchema(readFileSync(file, 'utf8'))
