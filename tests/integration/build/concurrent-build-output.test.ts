import { createHash } from 'node:crypto'
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBackend, type RunningBackend } from '../../../backend/src/index'
import { buildSite } from '../../../scripts/build'
import { relatedOfCatalogue } from '../../../scripts/prerender/related-products'
import type { ListingPayload, ProductPayload } from '../../../src/domain/payloads'
import { startOriginGuard, type OriginGuard } from '../../support/origin-guard'
import { readBuiltCatalogue } from '../../support/product-summaries'

// Vike builds into a folder inside the project; each run gets its own.
const root = path.resolve('.tmp')
const ORIGIN = 'https://shop.example'
let dir: string
let backend: RunningBackend
let guard: OriginGuard
let env: Record<string, string | undefined>

const clientDir = (name: string) => path.join(dir, name, 'dist/client')

/** Every file under a build's client folder with the hash of its bytes. */
async function hashes(base: string): Promise<Map<string, string>> {
  const entries = await readdir(base, { recursive: true, withFileTypes: true })
  const out = new Map<string, string>()
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name)
    out.set(
      path.relative(base, file),
      createHash('sha256')
        .update(await readFile(file))
        .digest('hex'),
    )
  }
  return out
}

/** What the prerender writes (pages, payloads, their compressed copies, the index, build files, sitemap). */
const isPrerendered = (file: string) =>
  !/^(assets|images|\.vite)\//.test(file) && !/^(favicon|logo)\.svg/.test(file)

describe('the build fetches in parallel and writes the same site', () => {
  beforeAll(async () => {
    await mkdir(root, { recursive: true })
    dir = await mkdtemp(path.join(root, 'concurrent-'))
    backend = await startBackend({ port: 0, dataDir: path.join(dir, 'backend'), products: 45, quiet: true })
    // Answers held back by an amount that does not follow their order, so parallel requests finish out of order.
    guard = await startOriginGuard({
      target: backend.graphqlUrl,
      allowedOrigin: ORIGIN,
      delayMs: ({ operationName, variables }) =>
        operationName === 'getProductDetailsByIds'
          ? (((variables?.include as number[])[0] ?? 0) % 4) * 25
          : 0,
    })
    env = {
      ...process.env,
      GQL_HOST: guard.graphqlUrl,
      SITE_URL: ORIGIN,
      PRODUCTS_PER_PAGE: '12',
      SOURCE_DATE_EPOCH: '1780000000',
    }
    const buildId = '0d3e1c5a-0000-4000-8000-000000000026'
    // One request at a time, 100 products each: the order of the answers is the order of the requests.
    await buildSite({
      out: path.join(dir, 'one/dist'),
      env,
      buildId,
      jobs: 1,
      concurrency: 1,
      batchSize: 100,
    })
    // The same bundles; six requests at once of 7 products each, answered out of order, two render processes.
    for (const part of ['server', 'client/assets'])
      await cp(path.join(dir, 'one/dist', part), path.join(dir, 'many/dist', part), { recursive: true })
    await buildSite({
      out: path.join(dir, 'many/dist'),
      env,
      buildId,
      skipVite: true,
      jobs: 2,
      concurrency: 6,
      batchSize: 7,
    })
  }, 240_000)

  afterAll(async () => {
    await guard?.close()
    await backend?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('byte for byte, whatever the concurrency and the order the answers arrive in', async () => {
    const one = await hashes(clientDir('one'))
    const many = await hashes(clientDir('many'))
    const written = (files: Map<string, string>) =>
      new Map([...files].filter(([file]) => isPrerendered(file)).sort(([a], [b]) => a.localeCompare(b)))
    expect(written(many).size).toBeGreaterThan(45 * 2)
    expect(written(many)).toEqual(written(one))
  })

  it('with related products on every product page equal to the rule over the whole catalogue', async () => {
    const read = async <T>(file: string) =>
      JSON.parse(await readFile(path.join(clientDir('many'), file), 'utf8')) as T
    const catalogue = await readBuiltCatalogue((file) => read<ListingPayload>(file))
    const { listing } = await read<ListingPayload>('products/_payload.json')
    expect(catalogue).toHaveLength(listing.total)
    expect(catalogue.length).toBeGreaterThanOrEqual(45)
    const rule = relatedOfCatalogue(catalogue)
    let withRelated = 0
    for (const product of catalogue) {
      const payload = await read<ProductPayload>(`product/${product.slug}/_payload.json`)
      const related = payload.product.related.map((p) => p.slug)
      expect(related, product.slug).toEqual(rule.get(product.id)!.map((p) => p.slug))
      if (related.length) withRelated++
    }
    expect(withRelated).toBeGreaterThan(40)
  })
})
