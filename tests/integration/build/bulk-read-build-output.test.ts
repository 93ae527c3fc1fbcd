import { createHash } from 'node:crypto'
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBackend, type RunningBackend } from '../../../backend/src/index'
import { buildSite } from '../../../scripts/build'
import { startOriginGuard, type OriginGuard } from '../../support/origin-guard'

// The build reads product pages with the companion plugin's bulk read when the shop has it, else through WooGraphQL.
// The embedded backend answers the bulk read as the plugin does (a stand-in: the plugin's answer is checked against
// WooGraphQL's on a real shop in tests/conformance, product-pages-equivalence); here the pages are compared.
const root = path.resolve('.tmp')
const ORIGIN = 'https://shop.example'
const BUILD_ID = '0d3e1c5a-0000-4000-8000-000000000034'
let dir: string
let backend: RunningBackend
const guards: Record<string, OriginGuard> = {}

// More than the first bulk request's 100, so a later one reads its products in two of the plugin's fields.
const PRODUCTS = 230
const clientDir = (name: string) => path.join(dir, name, 'dist/client')

/** Every file the prerender wrote (pages, payloads, compressed copies, index, build files) with its bytes' hash. */
async function prerendered(base: string): Promise<Map<string, string>> {
  const entries = await readdir(base, { recursive: true, withFileTypes: true })
  const out = new Map<string, string>()
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.relative(base, path.join(entry.parentPath, entry.name))
    if (/^(assets|images|\.vite)\//.test(file) || /^(favicon|logo)\.svg/.test(file)) continue
    out.set(
      file,
      createHash('sha256')
        .update(await readFile(path.join(base, file)))
        .digest('hex'),
    )
  }
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)))
}

async function build(
  name: string,
  opts: { bulkRead?: string; withoutCompanionPlugin?: boolean | string[]; first?: boolean },
) {
  const guard = await startOriginGuard({
    target: backend.graphqlUrl,
    allowedOrigin: ORIGIN,
    withoutCompanionPlugin: opts.withoutCompanionPlugin,
  })
  guards[name] = guard
  const env = {
    ...process.env,
    GQL_HOST: guard.graphqlUrl,
    SITE_URL: ORIGIN,
    PRODUCTS_PER_PAGE: '12',
    SOURCE_DATE_EPOCH: '1780000000',
    PRERENDER_BULK_READ: opts.bulkRead,
  }
  if (!opts.first)
    for (const part of ['server', 'client/assets'])
      await cp(path.join(dir, 'bulk/dist', part), path.join(dir, name, 'dist', part), { recursive: true })
  await buildSite({
    out: path.join(dir, name, 'dist'),
    env,
    buildId: BUILD_ID,
    skipVite: !opts.first,
    jobs: 1,
    concurrency: 3,
  })
}

describe('the bulk read of product pages', () => {
  beforeAll(async () => {
    await mkdir(root, { recursive: true })
    dir = await mkdtemp(path.join(root, 'bulk-read-'))
    backend = await startBackend({
      port: 0,
      dataDir: path.join(dir, 'backend'),
      products: PRODUCTS,
      quiet: true,
    })
    await build('bulk', { first: true })
    await build('graphql', { bulkRead: '0' })
    await build('no-plugin', { withoutCompanionPlugin: true })
    await build('plugin-1.5', { withoutCompanionPlugin: ['forgeProductCounts'] })
  }, 300_000)

  afterAll(async () => {
    for (const guard of Object.values(guards)) await guard.close()
    await backend?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('is what the build uses when the shop has it, and no product is read through WooGraphQL then', () => {
    const operations = guards.bulk!.operations
    // The gift cards make the catalogue a little larger than PRODUCTS: a first bulk request of 100 (so the renderers
    // start early), then one of up to 300; WooGraphQL's reads take 50 at a time.
    const parts = operations.flatMap((o, i) =>
      o === 'getProductPagesBulk'
        ? [['include', 'more', 'rest'].map((part) => (guards.bulk!.variables[i]![part] as number[]).length)]
        : [],
    )
    expect(parts).toEqual([
      [100, 0, 0],
      [100, expect.any(Number), 0],
    ])
    const listed = parts.flat().reduce((a, b) => a + b)
    expect(listed).toBeGreaterThan(PRODUCTS)
    expect(guards.graphql!.operations.filter((o) => o === 'getProductDetailsByIds')).toHaveLength(
      Math.ceil(listed / 50),
    )
    expect(operations).not.toContain('getProductDetailsByIds')
    // The catalogue's ids in one request, every category's size in one more: no WooGraphQL listing at all.
    expect(operations.filter((o) => o === 'getProductIdsBulk')).toHaveLength(1)
    expect(operations.filter((o) => o === 'getProductCountsBulk')).toHaveLength(1)
    expect(operations).not.toContain('getListingIds')
  })

  it('asks for the catalogue’s ids before the settings and categories, which they do not wait for', () => {
    const operations = guards.bulk!.operations
    expect(operations.indexOf('getProductIdsBulk')).toBeLessThan(operations.indexOf('getSiteSettings'))
    expect(operations.indexOf('getProductIdsBulk')).toBeLessThan(operations.indexOf('getProductCategories'))
  })

  it('asks WooGraphQL for each category’s size when the plugin predates the counts, and reads in bulk still', () => {
    const old = guards['plugin-1.5']!.operations
    expect(old.filter((o) => o === 'getProductCountsBulk')).toHaveLength(1)
    expect(old.filter((o) => o === 'getListingIds').length).toBeGreaterThan(1)
    expect(old).toContain('getProductPagesBulk')
    expect(old).not.toContain('getProductDetailsByIds')
  })

  it('is skipped with PRERENDER_BULK_READ=0, and given up after one answer from a shop without the plugin', () => {
    expect(guards.graphql!.operations).not.toContain('getProductPagesBulk')
    expect(guards.graphql!.operations).not.toContain('getProductIdsBulk')
    expect(guards.graphql!.operations).not.toContain('getProductCountsBulk')
    const fallback = guards['no-plugin']!.operations
    // The id listing is asked first and refused, so no batch asks for the bulk read at all.
    expect(fallback.filter((o) => o === 'getProductIdsBulk')).toHaveLength(1)
    expect(fallback).not.toContain('getProductPagesBulk')
    expect(fallback).toContain('getProductDetailsByIds')
  })

  it('writes the same site byte for byte as the read through WooGraphQL, with or without the plugin', async () => {
    const bulk = await prerendered(clientDir('bulk'))
    expect(bulk.size).toBeGreaterThan(60 * 2)
    expect(await prerendered(clientDir('graphql'))).toEqual(bulk)
    expect(await prerendered(clientDir('no-plugin'))).toEqual(bulk)
    expect(await prerendered(clientDir('plugin-1.5'))).toEqual(bulk)
  })
})
