import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The backend's layer directions (eslint.config.js, `backendZones`): each case is a file placed in a zone with one
// import. A wrong direction must be reported by import/no-restricted-paths; the allowed ones must lint clean, so the
// rule is shown to resolve the imports it judges. The fixture files do not exist, so import/no-cycle (which reads
// the file it checks) is off here.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { rules: { 'import/no-cycle': 'off' } },
})

async function zoneErrors(filePath: string, importPath: string): Promise<string[]> {
  const code = `import * as imported from '${importPath}'\n\nexport const used = imported\n`
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message)
}

const refused: Array<[zone: string, file: string, importPath: string]> = [
  ['db may not reach the domain rules', 'backend/src/db/fixture.ts', '../shop/cart'],
  ['db may not reach the seed', 'backend/src/db/fixture.ts', '../seed/fixtures'],
  ['auth may not reach the data layer', 'backend/src/auth/fixture.ts', '../db/users'],
  ['shop may not throw GraphQL errors', 'backend/src/shop/fixture.ts', '../graphql/errors'],
  ['shop may not call resolvers', 'backend/src/shop/fixture.ts', '../resolvers/cart'],
  ['shop may not take row types from the seed', 'backend/src/shop/fixture.ts', '../seed/catalogue'],
  ['outbox, oauth and images sit below GraphQL', 'backend/src/oauth/fixture.ts', '../graphql/context'],
  ['resolvers may not reach the HTTP layer', 'backend/src/resolvers/fixture.ts', '../http/server'],
  ['resolvers may not reach the seed', 'backend/src/resolvers/fixture.ts', '../seed/fixtures'],
  ['the GraphQL layer may not reach the entry', 'backend/src/graphql/fixture.ts', '../index'],
  ['the HTTP layer may not reach the seed', 'backend/src/http/fixture.ts', '../seed/fixtures'],
  ['scripts reach the backend only through its entry', 'scripts/fixture.ts', '../backend/src/seed/seed'],
  ['tests reach the backend only through its entry', 'tests/unit/fixture.ts', '../../backend/src/db/users'],
]

const allowed: Array<[zone: string, file: string, importPath: string]> = [
  ['resolvers use the domain rules', 'backend/src/resolvers/fixture.ts', '../shop/cart-rules'],
  ['the domain rules use the data layer', 'backend/src/shop/fixture.ts', '../db/sessions'],
  ['the GraphQL layer words shop errors', 'backend/src/graphql/fixture.ts', '../shop/errors'],
  ['the HTTP layer serves GraphQL', 'backend/src/http/fixture.ts', '../graphql/schema'],
  ['the entry seeds the shop', 'backend/src/index.ts', './seed/seed'],
  ['the seed writes through the data layer', 'backend/src/seed/fixture.ts', '../db/seed-writer'],
  ['scripts start the backend through its entry', 'scripts/fixture.ts', '../backend/src/index'],
]

describe('backend lint zones', () => {
  it.each(refused)('%s', async (_zone, file, importPath) => {
    expect(await zoneErrors(file, importPath)).toHaveLength(1)
  })

  it.each(allowed)('allows: %s', async (_zone, file, importPath) => {
    expect(await zoneErrors(file, importPath)).toEqual([])
  })
})
