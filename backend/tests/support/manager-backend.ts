import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startBackend, type BackendOptions, type RunningBackend } from '../../src/index'
import { ShopClient } from './test-backend'
import { siteLocalDate } from '../../src/shop/site-time'

export const MANAGER_PASSWORD = 'manager-test-password'

/** A backend with a shop manager account and a clock the test moves (edits are stamped with it). */
export interface ManagerBackend {
  backend: RunningBackend
  dataDir: string
  /** Milliseconds; the backend's clock reads it. */
  now: number
  client(): ShopClient
  /** A client signed in as the shop manager. */
  manager(): Promise<ShopClient>
  restart(options?: Partial<BackendOptions>): Promise<void>
  close(): Promise<void>
}

export async function startManagerBackend(options: Partial<BackendOptions> = {}): Promise<ManagerBackend> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backend-edits-'))
  const start = (extra: Partial<BackendOptions>) =>
    startBackend({
      port: 0,
      dataDir,
      products: 40,
      quiet: true,
      managerPassword: MANAGER_PASSWORD,
      clock: () => shop.now,
      ...options,
      ...extra,
    })
  const shop: ManagerBackend = {
    backend: undefined as unknown as RunningBackend,
    dataDir,
    now: Date.UTC(2025, 5, 1, 12, 0, 0),
    client: () => new ShopClient(shop.backend),
    async manager() {
      const client = shop.client()
      await client.login('manager', MANAGER_PASSWORD)
      return client
    },
    async restart(extra = {}) {
      await shop.backend.close()
      shop.backend = await start(extra)
    },
    async close() {
      await shop.backend.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  shop.backend = await start({})
  return shop
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
