import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { validate, type GraphQLSchema } from 'graphql'
import { describe, expect, it } from 'vitest'
import { operationNameOf } from '../../src/graphql/operation-name'
import { BACKEND_SCHEMA, LIVE_SCHEMA, loadSchema } from './schema-files'
import { storefrontOperations as operations } from './storefront-operations'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')

function problems(schema: GraphQLSchema): string[] {
  return operations.flatMap(({ exportName, document }) =>
    validate(schema, document).map(
      (error) => `${exportName} (${operationNameOf(document)}): ${error.message}`,
    ),
  )
}

describe('operation documents', () => {
  it('include every operation the shop uses, by its name', () => {
    const names = new Set(operations.map(({ document }) => operationNameOf(document)))
    for (const name of [
      'getCart',
      'addToCart',
      'UpDateCartQuantity',
      'ChangeShippingMethod',
      'ChangeShippingCounty',
      'Checkout',
      'EmptyCart',
      'applyCoupon',
      'removeCoupons',
      'login',
      'loginWithProvider',
      'Logout',
      'registerCustomer',
      'ResetPasswordEmail',
      'ResetPasswordKey',
      'UpdateCustomer',
      'updatePassword',
      'WriteReview',
      'getAllTerms',
      'getAllowedCountries',
      'getDownloads',
      'getOrder',
      'getOrders',
      'getProduct',
      'getProductCategories',
      'getProducts',
      'getStates',
      'getStockStatus',
    ]) {
      expect(names, name).toContain(name)
    }
  })

  it("validate against the embedded backend's schema", () => {
    expect(problems(loadSchema(BACKEND_SCHEMA))).toEqual([])
  })

  // The schema the recorded real shop served (RootQuery / RootMutation; Headless Login's mutations included).
  it('validate against the live WooCommerce schema', () => {
    expect(problems(loadSchema(LIVE_SCHEMA))).toEqual([])
  })
})

describe('generated GraphQL types', () => {
  it('src/graphql/graphql-env.d.ts is current (npm run codegen)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tada-'))
    try {
      const output = path.join(dir, 'graphql-env.d.ts')
      execFileSync(
        process.execPath,
        [path.join(root, 'node_modules/gql.tada/bin/cli.js'), 'generate', 'output', '--output', output],
        { cwd: root, stdio: 'pipe' },
      )
      const committed = readFileSync(path.join(root, 'src/graphql/graphql-env.d.ts'), 'utf8')
      expect(readFileSync(output, 'utf8'), 'run `npm run codegen` and commit the result').toBe(committed)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
