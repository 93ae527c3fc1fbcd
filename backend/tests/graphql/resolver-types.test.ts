import { describe, expect, it } from 'vitest'
import {
  buildExecutableSchema,
  createSchema,
  readSchemaSource,
  shopResolvers,
} from '../../src/graphql/schema'

// The resolvers' types come from the schema (`npm run codegen:backend`, run before every typecheck); a resolver the
// schema has no field for stops the backend at start-up instead of being skipped.
describe('resolver types', () => {
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
