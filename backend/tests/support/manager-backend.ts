import { siteLocalDate } from '../../src/shop/site-time'
import { startTestBackend, type ShopClient, type TestBackend, type TestBackendOptions } from './test-backend'

export const MANAGER_PASSWORD = 'manager-test-password'

/** A test backend with a shop manager account and a clock the test moves (edits are stamped with it). */
export interface ManagerBackend extends TestBackend {
  /** Milliseconds; the backend's clock reads it. */
  now: number
  /** A client signed in as the shop manager. */
  manager(): Promise<ShopClient>
}

export async function startManagerBackend(options: TestBackendOptions = {}): Promise<ManagerBackend> {
  let now = Date.UTC(2025, 5, 1, 12, 0, 0)
  const shop = await startTestBackend({ managerPassword: MANAGER_PASSWORD, clock: () => now, ...options })
  return Object.defineProperties(shop as ManagerBackend, {
    now: {
      get: () => now,
      set: (ms: number) => {
        now = ms
      },
    },
    manager: {
      value: async () => {
        const client = shop.client()
        await client.login('manager', MANAGER_PASSWORD)
        return client
      },
    },
  })
}

/** One second, as the backend's clock counts. */
export const SECOND = 1000

/** A UTC instant as WPGraphQL's DateInput in the site's time (Africa/Lagos, UTC+1 all year). */
export function lagosDateInput(utcMs: number) {
  const [year, month, day, hour, minute, second] = siteLocalDate(utcMs).split(/[-T:]/).map(Number)
  return { year, month, day, hour, minute, second }
}

export const UPDATE_PRODUCT = `mutation Update($input: UpdateProductInput!) {
  updateProduct(input: $input) {
    clientMutationId
    product { databaseId name slug modified modifiedGmt onSale
      ... on ProductWithPricing { price regularPrice salePrice rawPrice: price(format: RAW) }
      ... on InventoriedProduct { stockQuantity stockStatus manageStock } } } }`
