import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INTROSPECTION_REFUSED } from '../../src/graphql/schema-privacy'
import { startTestBackend, type TestBackend } from '../support/test-backend'

interface Answer {
  status: number
  body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string }> }
}

async function post(url: string, query: string): Promise<Answer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query }),
  })
  return { status: res.status, body: (await res.json()) as Answer['body'] }
}

const SCHEMA = '{ __schema { queryType { name } } }'
const TYPE = '{ __type(name: "Product") { name fields { name } } }'
const NESTED = '{ products(first: 1) { nodes { __type: name } } __typename }'
const TYPO = '{ produts(first: 1) { nodes { databaseId } } }'
const FIELD_TYPO = '{ products(first: 1) { nodes { databaseI } } }'

/**
 * A production shop (GRAPHQL_DEBUG off) does not show its schema: introspection is refused with WPGraphQL's message
 * (the real stack's answer: tests/conformance/recordings/cases/introspection-probe-schema-nodebug.json) and validation
 * errors carry no "Did you mean" suggestions. In debug mode both are there, as WPGraphQL has them.
 */
describe('the schema with GraphQL debug off and on', () => {
  let production: TestBackend
  let debug: TestBackend
  beforeAll(async () => {
    production = await startTestBackend({ debug: false })
    debug = await startTestBackend({ debug: true })
  })
  afterAll(async () => {
    await production.close()
    await debug.close()
  })

  it('refuses __schema and __type with debug off, before any resolver runs', async () => {
    for (const query of [SCHEMA, TYPE]) {
      const answer = await post(production.backend.graphqlUrl, query)
      expect(answer.status).toBe(200)
      expect(answer.body.data).toBeUndefined()
      expect(answer.body.errors?.map((error) => error.message)).toEqual([INTROSPECTION_REFUSED])
    }
  })

  it('still answers __typename and an alias that happens to be named __type', async () => {
    const answer = await post(production.backend.graphqlUrl, NESTED)
    expect(answer.body.errors).toBeUndefined()
    expect(answer.body.data?.__typename).toBe('RootQuery')
  })

  it('names the unknown field without suggesting real ones with debug off', async () => {
    const root = await post(production.backend.graphqlUrl, TYPO)
    expect(root.body.errors?.map((error) => error.message)).toEqual([
      'Cannot query field "produts" on type "RootQuery".',
    ])
    const nested = await post(production.backend.graphqlUrl, FIELD_TYPO)
    expect(nested.body.errors?.[0]?.message).toBe('Cannot query field "databaseI" on type "Product".')
  })

  it('answers introspection and suggests fields in debug mode', async () => {
    const schema = await post(debug.backend.graphqlUrl, SCHEMA)
    expect(schema.body.data).toEqual({ __schema: { queryType: { name: 'RootQuery' } } })
    const typo = await post(debug.backend.graphqlUrl, TYPO)
    expect(typo.body.errors?.[0]?.message).toMatch(/Did you mean "products"/)
  })
})
