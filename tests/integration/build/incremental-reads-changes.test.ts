import { randomBytes } from 'node:crypto'
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editProduct, startBackend, type RunningBackend } from '../../../backend/src/index'
import { buildSite, rebuildChanged } from '../../../scripts/build'
import type { ProductSummary } from '../../../src/domain/catalogue'
import { startOriginGuard, type OriginGuard } from '../../support/origin-guard'
import { readBuiltCatalogue } from '../../support/product-summaries'

// `--since` rebuilds from the deployed build's own files and asks the backend only what changed. Its output must be
// what a full build against the same backend writes: after each change below, the rebuilt folder's payloads and
// indexes are compared with those of a full build made then. Changes are made as the shop manager makes them
// (updateProduct: a new modified date, as WooCommerce's save sets it), and in the backend's database where WordPress
// changes a product without one (a scheduled product published by cron, a product deleted from the database).
const root = path.resolve('.tmp')
const ORIGIN = 'https://shop.example'
const password = randomBytes(18).toString('base64url')

interface Shop {
  dir: string
  backend: RunningBackend
  /** With the companion plugin (the embedded backend answers its fields), and as a shop without it. */
  plugin: OriginGuard
  noPlugin: OriginGuard
  db: Database.Database
  env: (guard: OriginGuard) => Record<string, string | undefined>
  close(): Promise<void>
}

async function openShop(products: number): Promise<Shop> {
  await mkdir(root, { recursive: true })
  const dir = await mkdtemp(path.join(root, 'since-reads-'))
  const dataDir = path.join(dir, 'backend')
  const backend = await startBackend({ port: 0, dataDir, products, quiet: true, managerPassword: password })
  const db = new Database(path.join(dataDir, 'shop.sqlite'))
  db.pragma('busy_timeout = 5000')
  const guard = (withoutCompanionPlugin: boolean) =>
    startOriginGuard({ target: backend.graphqlUrl, allowedOrigin: ORIGIN, withoutCompanionPlugin })
  const [plugin, noPlugin] = await Promise.all([guard(false), guard(true)])
  const env = (guard: OriginGuard) => ({
    ...process.env,
    GQL_HOST: guard.graphqlUrl,
    SITE_URL: ORIGIN,
    PRODUCTS_PER_PAGE: '12',
  })
  return {
    dir,
    backend,
    plugin,
    noPlugin,
    db,
    env,
    async close() {
      db.close()
      await plugin.close()
      await noPlugin.close()
      await backend.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

const deployedDist = (shop: Shop) => path.join(shop.dir, 'deployed/dist')

async function deploy(shop: Shop) {
  await buildSite({ out: deployedDist(shop), env: shop.env(shop.plugin), jobs: 1, concurrency: 3 })
}

/** `--since` the deployed build (`check`: with the start-up check, as `npm run build -- --since`); what it sent. */
async function rebuild(shop: Shop, guard: OriginGuard, check = false) {
  const latest = JSON.parse(
    await readFile(path.join(deployedDist(shop), 'client/builds/latest.json'), 'utf8'),
  ) as { id: string }
  const sent = guard.operations.length
  const result = await rebuildChanged({
    since: latest.id,
    out: deployedDist(shop),
    env: shop.env(guard),
    skipCheck: !check,
  })
  return { ...result, operations: guard.operations.slice(sent).sort() }
}

let fullBuilds = 0
/** A full build of the shop as it is now, with the deployed folder's bundles; its client folder. */
async function fullBuild(shop: Shop): Promise<string> {
  const dist = path.join(shop.dir, `full-${++fullBuilds}/dist`)
  for (const part of ['server', 'client/assets'])
    await cp(path.join(deployedDist(shop), part), path.join(dist, part), { recursive: true })
  await buildSite({
    out: dist,
    env: shop.env(shop.plugin),
    jobs: 1,
    concurrency: 3,
    skipVite: true,
    skipCheck: true,
  })
  return path.join(dist, 'client')
}

/** Every payload and the catalogue index of a client folder, by path. */
async function site(client: string): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  for (const entry of await readdir(client, { recursive: true, withFileTypes: true })) {
    const file = path.relative(client, path.join(entry.parentPath, entry.name))
    if (entry.isFile() && /(^|\/)(_payload|_index|_search)\.json$/.test(file))
      out.set(file, await readFile(path.join(client, file), 'utf8'))
  }
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)))
}

async function expectSameAsFullBuild(shop: Shop) {
  const rebuilt = await site(path.join(deployedDist(shop), 'client'))
  const full = await site(await fullBuild(shop))
  expect([...rebuilt.keys()]).toEqual([...full.keys()])
  for (const [file, json] of full) expect(rebuilt.get(file), file).toBe(json)
}

const catalogue = (shop: Shop) =>
  readBuiltCatalogue(
    async (file) =>
      JSON.parse(await readFile(path.join(deployedDist(shop), 'client', file), 'utf8')) as never,
  )
const edit = (shop: Shop, options: Omit<Parameters<typeof editProduct>[0], 'graphqlUrl' | 'password'>) =>
  editProduct({ graphqlUrl: shop.backend.graphqlUrl, password, ...options })
/** Raises a simple product's regular price by `naira` as the shop manager would. */
const raisePrice = (shop: Shop, card: ProductSummary, naira: number) =>
  edit(shop, { product: card.slug, price: card.prices.regular[0]! + naira })
/** The embedded shop's local time (Africa/Lagos, UTC+1 all year), as it stores `date` and `modified`. */
const siteLocalDate = (ms: number) => new Date(ms + 3_600_000).toISOString().slice(0, 19)

describe('npm run build -- --since reads only what changed, and writes what a full build writes', () => {
  let shop: Shop
  // Drafts when the shop is first built, published later: by the shop manager, or by "cron" (twice).
  let drafts: string[]

  beforeAll(async () => {
    shop = await openShop(60)
    drafts = (
      shop.db
        .prepare(
          "SELECT slug FROM products WHERE parent_id IS NULL AND type = 'simple' ORDER BY date DESC LIMIT 3 OFFSET 20",
        )
        .all() as { slug: string }[]
    ).map((row) => row.slug)
    for (const slug of drafts) await edit(shop, { product: slug, status: 'draft' })
    await deploy(shop)
  }, 240_000)

  afterAll(() => shop?.close())

  it('after a price change: the product, its listings and its neighbours, from a handful of requests', async () => {
    const [, card] = (await catalogue(shop)).filter((p) => p.type === 'SIMPLE')
    await raisePrice(shop, card!, 7_000)
    const result = await rebuild(shop, shop.plugin)
    expect(result).toMatchObject({ catalogueFrom: 'deployed', changedProducts: 1 })
    expect(result.written).toContain(`/product/${card!.slug}`)
    expect(result.operations).toEqual([
      'getModifiedProductIds',
      'getProductCategories',
      'getProductIdsBulk',
      'getProductPagesBulk',
      'getSiteSettings',
    ])
    await expectSameAsFullBuild(shop)
  }, 120_000)

  it('after a stock status change: the related cards of its neighbours', async () => {
    const card = (await catalogue(shop)).find((p) => p.type === 'SIMPLE' && p.stockStatus === 'IN_STOCK')!
    await edit(shop, { product: card.slug, stock: 0 })
    const result = await rebuild(shop, shop.plugin)
    // Out of stock, it is no longer offered as a related product: its neighbours' pages change.
    expect(result.written.filter((route) => route.startsWith('/product/')).length).toBeGreaterThan(1)
    await expectSameAsFullBuild(shop)
  }, 120_000)

  it('after a category change: both categories’ listings', async () => {
    const card = (await catalogue(shop)).find((p) => p.type === 'SIMPLE' && p.categories[0] !== 'laptop')!
    await edit(shop, { product: card.slug, categories: ['laptop'] })
    const result = await rebuild(shop, shop.plugin)
    expect(result.written).toContain('/product-category/laptop')
    expect(result.written).toContain(`/product-category/${card.categories[0]}`)
    await expectSameAsFullBuild(shop)
  }, 120_000)

  it('after a product is unpublished and a draft is published by the shop manager', async () => {
    const gone = (await catalogue(shop))[5]!
    await edit(shop, { product: gone.slug, status: 'draft' })
    await edit(shop, { product: drafts[0]!, status: 'publish' })
    const result = await rebuild(shop, shop.plugin)
    expect(result.removed).toContain(`/product/${gone.slug}`)
    expect(result.written).toContain(`/product/${drafts[0]}`)
    await expectSameAsFullBuild(shop)
  }, 120_000)

  it('after one product appeared and another left, neither with a newer modified date: the plugin’s ids tell', async () => {
    // A scheduled product published by cron (wp_publish_post), another deleted from the database: the catalogue's
    // size stays as it was, which only the id listing sees through.
    shop.db.prepare("UPDATE products SET status = 'publish' WHERE slug = ?").run(drafts[1])
    const cards = await catalogue(shop)
    const gone = cards[11]!
    shop.db.prepare('DELETE FROM products WHERE id = ?').run(gone.id)
    // Any edit through the shop (which also makes the backend count its listings again).
    await raisePrice(
      shop,
      cards.find((p) => p.type === 'SIMPLE')!,
      9_000,
    )
    const result = await rebuild(shop, shop.plugin)
    expect(result.written).toContain(`/product/${drafts[1]}`)
    expect(result.removed).toContain(`/product/${gone.slug}`)
    await expectSameAsFullBuild(shop)
  }, 120_000)

  describe('without the companion plugin', () => {
    it('after a price change: the listing’s size instead of its ids, and WooGraphQL’s read', async () => {
      const [card] = (await catalogue(shop)).filter((p) => p.type === 'SIMPLE')
      await raisePrice(shop, card!, 3_000)
      const result = await rebuild(shop, shop.noPlugin)
      expect(result.operations).toEqual([
        'getListingIds',
        'getModifiedProductIds',
        'getProductCategories',
        'getProductDetailsByIds',
        'getProductIdsBulk',
        'getSiteSettings',
      ])
      await expectSameAsFullBuild(shop)
    }, 120_000)

    it('after a product is unpublished: the size is smaller than the changes explain, so the ids are read', async () => {
      const gone = (await catalogue(shop))[7]!
      await edit(shop, { product: gone.slug, status: 'trash' })
      const result = await rebuild(shop, shop.noPlugin)
      expect(result.removed).toContain(`/product/${gone.slug}`)
      expect(result.operations.filter((operation) => operation === 'getListingIds').length).toBeGreaterThan(1)
      await expectSameAsFullBuild(shop)
    }, 120_000)

    it('after a product appeared without a newer modified date: the size is larger, so the ids are read', async () => {
      shop.db.prepare("UPDATE products SET status = 'publish' WHERE slug = ?").run(drafts[2])
      await raisePrice(
        shop,
        (await catalogue(shop)).find((p) => p.type === 'SIMPLE')!,
        8_000,
      )
      const result = await rebuild(shop, shop.noPlugin)
      expect(result.written).toContain(`/product/${drafts[2]}`)
      await expectSameAsFullBuild(shop)
    }, 120_000)

    it('after a product was given another date: it moves in the catalogue, placed by its date', async () => {
      const cards = await catalogue(shop)
      const ms = (card: ProductSummary) => Date.parse(`${card.date}Z`)
      // Between two neighbours at least two seconds apart: where the listing's order (by date) puts it.
      const at = cards.findIndex((card, i) => i > 0 && ms(cards[i - 1]!) - ms(card) >= 2_000)
      const moved = cards.find((p, i) => i > cards.length / 2 && p.type === 'SIMPLE')!
      const date = siteLocalDate((ms(cards[at - 1]!) + ms(cards[at]!)) / 2 - 3_600_000)
      shop.db.prepare('UPDATE products SET date = ? WHERE id = ?').run(date, moved.id)
      await raisePrice(shop, moved, 4_000)
      const result = await rebuild(shop, shop.noPlugin)
      expect((await catalogue(shop))[at]!.id).toBe(moved.id)
      expect(result.operations.filter((operation) => operation === 'getListingIds')).toHaveLength(1)
      await expectSameAsFullBuild(shop)
    }, 120_000)
  })
})

/** What a rebuild itself asks (the start-up check before it asks its own). */
const REBUILD_OPERATIONS = new Set([
  'getSiteSettings',
  'getProductCategories',
  'getModifiedProductIds',
  'getProductIdsBulk',
  'getProductPagesBulk',
  'getProductDetailsByIds',
  'getListingIds',
])

describe('the requests of a rebuild do not grow with the catalogue', () => {
  const sizes = [200, 2_000]
  const sent = new Map<number, { plugin: string[]; noPlugin: string[] }>()

  beforeAll(async () => {
    for (const size of sizes) {
      const shop = await openShop(size)
      try {
        await deploy(shop)
        const simple = (await catalogue(shop)).filter((p) => p.type === 'SIMPLE')
        await raisePrice(shop, simple[3]!, 1_000)
        const plugin = (await rebuild(shop, shop.plugin, true)).operations
        await raisePrice(shop, simple[4]!, 1_000)
        const noPlugin = (await rebuild(shop, shop.noPlugin, true)).operations
        sent.set(size, { plugin, noPlugin })
      } finally {
        await shop.close()
      }
    }
  }, 600_000)

  it('sends the same requests for one changed product at 200 and at 2,000 products, with or without the plugin', () => {
    const [small, large] = sizes.map((size) => sent.get(size)!)
    expect(large).toEqual(small)
    // Besides the start-up check's: five requests with the plugin, six without (its listing is tried once).
    const check = small!.plugin.filter((operation) => !REBUILD_OPERATIONS.has(operation))
    expect(small!.plugin.length - check.length).toBe(5)
    expect(small!.noPlugin.length - check.length).toBe(6)
  })
})
