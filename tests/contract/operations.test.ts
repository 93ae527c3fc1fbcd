import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSchema, validate, type DocumentNode, type GraphQLSchema } from 'graphql'
import { describe, expect, it } from 'vitest'
import * as catalogueQueries from '../../src/graphql/catalogue/queries'
import { operationNameOf } from '../../src/graphql/operation-name'
import { CustomerView } from '../../src/features/account'
import { ViewerView } from '../../src/features/auth'
import { CartView } from '../../src/features/cart'
import { WriteReview } from '../../src/features/catalogue/product/review-documents'
import { shopDocuments } from '../../src/shop/shop-documents'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
const BACKEND_SCHEMA = path.join(root, 'backend/schema.graphql')
const REAL_SCHEMA = path.resolve(root, '../shared/schema/woographql-1.0.3/schema.graphql')
const SKIP_MESSAGE = '../shared/schema is absent: operations not checked against WooGraphQL 1.0.3'

function isDocument(value: unknown): value is DocumentNode {
  return !!value && typeof value === 'object' && (value as DocumentNode).kind === 'Document'
}

/** Every operation document exported by the modules that own them (fragments are checked inside them). */
const cacheViews = { CartView, ViewerView, CustomerView }
const operations = [
  ...shopDocuments.map((document) => [operationNameOf(document) ?? '', document] as const),
  ...Object.entries({ ...cacheViews, WriteReview }),
  ...Object.entries(catalogueQueries),
]
  .filter(([, value]) => isDocument(value))
  .map(([exportName, value]) => ({ exportName, document: value as DocumentNode }))
  .filter(({ document }) => operationNameOf(document) !== null)

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
    const schema = buildSchema(readFileSync(BACKEND_SCHEMA, 'utf8'))
    expect(problems(schema)).toEqual([])
  })

  it.runIf(existsSync(REAL_SCHEMA))('validate against WooGraphQL 1.0.3', () => {
    const schema = buildSchema(readFileSync(REAL_SCHEMA, 'utf8'))
    expect(problems(schema)).toEqual([])
  })

  it.skipIf(existsSync(REAL_SCHEMA))(SKIP_MESSAGE, () => {})
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
