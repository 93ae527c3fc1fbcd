import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { generate } from '@graphql-codegen/cli'
import { describe, expect, it } from 'vitest'
import config, { RESOLVER_TYPES_FILE } from '../../codegen'
import {
  buildExecutableSchema,
  createSchema,
  readSchemaSource,
  shopResolvers,
} from '../../src/graphql/schema'

const BACKEND = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

// The resolvers' types come from the schema (`npm run codegen:backend`); a resolver the schema has no field for
// stops the backend at start-up instead of being skipped.
describe('resolver types', () => {
  it('the committed resolver-types.ts is what codegen makes of schema.graphql', async () => {
    const outputs: Array<{ filename: string; content: string }> = await generate(
      { ...config, cwd: BACKEND, silent: true },
      false,
    )
    const generated = outputs.find((o) => o.filename.endsWith(RESOLVER_TYPES_FILE))
    expect(generated, 'codegen made no resolver types').toBeDefined()
    const committed = readFileSync(path.join(BACKEND, RESOLVER_TYPES_FILE), 'utf8')
    expect(committed, 'run `npm run codegen:backend` and commit the result').toBe(generated!.content)
  }, 60_000)

  it('the backend attaches every resolver it has', () => {
    expect(() => createSchema()).not.toThrow()
  })

  it('refuses a resolver for a field the schema lacks', () => {
    // Spread in, as shared field maps are, so the type checker does not see the extra field either.
    const rootQuery = { ...shopResolvers.RootQuery, noSuchField: () => 'never called' }
    expect(() =>
      buildExecutableSchema(readSchemaSource(), { ...shopResolvers, RootQuery: rootQuery }),
    ).toThrow('Resolver for RootQuery.noSuchField, which the schema does not have')
  })

  it('refuses resolvers for a type the schema lacks', () => {
    const fields = { id: () => 'never called' }
    const resolvers = { ...shopResolvers, NoSuchType: fields }
    expect(() => buildExecutableSchema(readSchemaSource(), resolvers)).toThrow(
      'Resolvers for NoSuchType, which the schema does not have',
    )
  })

  it('refuses a field resolver on an interface, which only resolves its type', () => {
    const product = { __resolveType: () => null, name: () => 'never called' }
    expect(() => buildExecutableSchema(readSchemaSource(), { ...shopResolvers, Product: product })).toThrow(
      'Resolver for Product.name: an abstract type takes only __resolveType',
    )
  })
})
