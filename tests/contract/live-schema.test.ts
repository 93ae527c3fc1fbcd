import { readFileSync } from 'node:fs'
import { buildSchema } from 'graphql'
import { describe, expect, it } from 'vitest'
import { BACKEND_SCHEMA, LIVE_SCHEMA, loadSchema } from './schema-files'
import { storefrontOperations } from './storefront-operations'
import { disagreements, usedSchema } from './used-schema'

// The embedded backend must not let the storefront rely on anything the real shop serves otherwise: every field,
// argument and input type the storefront's operations use is compared with the live schema of a real shop.
describe('the backend schema agrees with the live WooCommerce schema', () => {
  const served = loadSchema(BACKEND_SCHEMA)
  const live = loadSchema(LIVE_SCHEMA)
  const used = usedSchema(served, storefrontOperations)

  it('reaches the fields the storefront uses (the walk found them)', () => {
    expect(used.fields.size).toBeGreaterThan(100)
    expect([...used.fields.keys()]).toEqual(
      expect.arrayContaining(['RootMutation.checkout', 'Cart.contents']),
    )
  })

  it('on every type, field, argument and input the storefront uses: same types, same nullability', () => {
    expect(disagreements(served, live, used)).toEqual([])
  })

  it('would tell a change of nullability, of an argument and of a missing field', () => {
    const sdl = readFileSync(BACKEND_SCHEMA, 'utf8')
    const changed = buildSchema(
      sdl
        .replace(/^(type Cart \{[^}]*?\n {2}isEmpty: )Boolean$/m, '$1Boolean!')
        .replace(/^(type Cart \{[^}]*?\n {2}contents\()after: String, /m, '$1after: Int, '),
    )
    expect(disagreements(served, changed, used)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Cart\.isEmpty: Boolean here, Boolean! live/),
        'Cart.contents(after): String here, Int live',
      ]),
    )
  })

  it('uses the live root type names', () => {
    expect(served.getQueryType()?.name).toBe(live.getQueryType()?.name)
    expect(served.getMutationType()?.name).toBe(live.getMutationType()?.name)
  })
})
