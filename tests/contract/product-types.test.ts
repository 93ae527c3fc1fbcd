import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSchema, isObjectType, parse, validate, type GraphQLSchema } from 'graphql'
import { describe, expect, it } from 'vitest'
import { LIVE_SCHEMA } from '../support/recorded-cases'

const here = path.dirname(fileURLToPath(import.meta.url))
const BACKEND_SCHEMA = path.resolve(here, '../../backend/schema.graphql')

/** The interfaces a client's product fragments dispatch on. */
const PRODUCT_INTERFACES = ['Product', 'ProductUnion', 'ProductVariation']

/** Object types of `schema` implementing `iface`, by name. */
function implementations(schema: GraphQLSchema, iface: string): string[] {
  return Object.values(schema.getTypeMap())
    .filter((t) => isObjectType(t) && t.getInterfaces().some((i) => i.name === iface))
    .map((t) => t.name)
    .sort()
}

describe('every product type of the recorded real shop is in the backend schema', () => {
  const real = buildSchema(readFileSync(LIVE_SCHEMA, 'utf8'))
  const served = buildSchema(readFileSync(BACKEND_SCHEMA, 'utf8'))

  it.each(PRODUCT_INTERFACES)(
    'each object type implementing %s exists and implements it here too',
    (iface) => {
      const wanted = implementations(real, iface)
      expect(wanted.length).toBeGreaterThan(0)
      expect(implementations(served, iface)).toEqual(wanted)
    },
  )

  it('GroupProduct is among them (the type that was missing)', () => {
    expect(implementations(served, 'Product')).toContain('GroupProduct')
  })

  it('a client fragment naming every product type validates against the backend schema', () => {
    const names = implementations(real, 'Product')
    const document = parse(`query { products(first: 1) { nodes { id
      ${names.map((n) => `... on ${n} { databaseId name }`).join('\n')}
      ... on GroupProduct { products(first: 10) { nodes { databaseId } } } } } }`)
    expect(validate(served, document).map((e) => e.message)).toEqual([])
  })
})
