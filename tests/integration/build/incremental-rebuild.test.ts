import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editProduct, type RunningBackend } from '../../../backend/src/index'
import { rebuildChanged } from '../../../scripts/build'
import { createRenderPool } from '../../../scripts/prerender/render-pool'
import { relatedOfCatalogue } from '../../../scripts/prerender/related-products'
import type { RenderJob } from '../../../scripts/prerender/render-job'
import type { BuildMeta } from '../../../src/deploy/build-info'
import type { ProductSummary } from '../../../src/domain/catalogue'
import type { ListingPayload } from '../../../src/domain/payloads'
import { startBuiltShop, type BuiltShop } from '../../support/built-shop'
import type { OriginGuard } from '../../support/origin-guard'
import { readBuiltCatalogue } from '../../support/product-summaries'

let shop: BuiltShop
let dir: string
let backend: RunningBackend
// In front of the backend, as a WordPress with Headless Login's access control answers: only the storefront's
// Origin is served, and the date query is ignored (so --since must find the changes by itself).
let guard: OriginGuard
let env: Record<string, string | undefined>
let password: string

const client = (file: string) => path.join(dir, 'dist/client', file)
const readJson = async <T>(file: string) => JSON.parse(await readFile(client(file), 'utf8')) as T
const latest = () => readJson<{ id: string; base?: string }>('builds/latest.json')
const meta = (id: string) => readJson<BuildMeta>(`builds/meta/${id}.json`)
const rebuild = (since: string) => rebuildChanged({ since, out: path.join(dir, 'dist'), env })

describe('npm run build -- --since', () => {
  let fullId: string
  let products: ProductSummary[]

  beforeAll(async () => {
    shop = await startBuiltShop('incremental')
    ;({ dir, backend, guard, env, password } = shop)
    fullId = (await latest()).id
    products = (await readJson<{ listing: { products: ProductSummary[] } }>('products/_payload.json')).listing
      .products
  }, 180_000)

  afterAll(async () => {
    await shop?.close()
  })

  it('changes nothing when nothing changed', async () => {
    const before = await stat(client('index.html'))
    const result = await rebuild(fullId)
    expect(result).toMatchObject({ buildId: null, changedProducts: 0, written: [], removed: [], files: 0 })
    expect((await latest()).id).toBe(fullId)
    expect((await stat(client('index.html'))).mtimeMs).toBe(before.mtimeMs)
  })

  it('chains rebuilds: each names the full build it keeps pages of and who last wrote each route', async () => {
    const [first, second] = products.filter((p) => p.type === 'SIMPLE')
    await editProduct({ graphqlUrl: backend.graphqlUrl, password, product: first!.slug, stock: 0 })
    const one = await rebuild(fullId)
    // Only the edited product is read as changed, though the backend ignores the date query.
    expect(one.changedProducts).toBe(1)
    expect(one.written).toContain(`/product/${first!.slug}`)
    expect(await latest()).toMatchObject({ id: one.buildId, base: fullId })
    const payload = await readJson<{ product: { stockStatus: string } }>(
      `product/${first!.slug}/_payload.json`,
    )
    expect(payload.product.stockStatus).toBe('OUT_OF_STOCK')

    await editProduct({ graphqlUrl: backend.graphqlUrl, password, product: second!.slug, price: 123_456 })
    const two = await rebuild(one.buildId!)
    expect(two.written).toContain(`/product/${second!.slug}`)
    expect(two.written).not.toContain(`/product/${first!.slug}`)
    const twoMeta = await meta(two.buildId!)
    expect(twoMeta.base).toBe(fullId)
    expect(twoMeta.rewritten![`/product/${first!.slug}`]).toBe(one.buildId)
    expect(twoMeta.rewritten![`/product/${second!.slug}`]).toBe(two.buildId)
    expect(twoMeta.prerendered).toEqual((await meta(fullId)).prerendered)
    // The HTML carries the id of the build that wrote it, as the client's check expects.
    const html = await readFile(client(`product/${first!.slug}/index.html`), 'utf8')
    expect(html).toContain(`<meta name="build-id" content="${one.buildId}"`)
    const index = await readJson<{ rows: unknown[] }>('products/_index.json')
    expect(JSON.stringify(index)).toContain('123456')
  })

  it('rebuilds the products it is told of though the backend lists them as unchanged (a stock change by an order, a review)', async () => {
    const product = products.filter((p) => p.type === 'SIMPLE')[2]!
    await editProduct({ graphqlUrl: backend.graphqlUrl, password, product: product.slug, price: 654_321 })
    // A --since later than the change: the modified dates show nothing.
    const later = new Date(Date.now() + 5 * 60_000).toISOString()
    const blind = await rebuildChanged({ since: later, out: path.join(dir, 'dist'), env })
    expect(blind.buildId).toBeNull()
    const told = await rebuildChanged({
      since: later,
      products: [product.id],
      out: path.join(dir, 'dist'),
      env,
    })
    expect(told.changedProducts).toBe(1)
    expect(told.written).toContain(`/product/${product.slug}`)
    expect(await readFile(client(`product/${product.slug}/_payload.json`), 'utf8')).toContain('654321')
  })

  it('keeps every product’s related products equal to the rule, rewriting the neighbours of a changed product', async () => {
    // After the rebuilds above: one product out of stock (offered nowhere now), one at a new price (shown on every
    // page that offers it).
    const catalogue = await readBuiltCatalogue((file) => readJson<ListingPayload>(file))
    const rule = relatedOfCatalogue(catalogue)
    const cards = new Map(catalogue.map((card) => [card.slug, card]))
    let offersChanged = 0
    for (const product of catalogue) {
      const payload = await readJson<{ product: { related: ProductSummary[] } }>(
        `product/${product.slug}/_payload.json`,
      )
      expect(
        payload.product.related.map((p) => p.slug),
        product.slug,
      ).toEqual(rule.get(product.id)!.map((p) => p.slug))
      // Each related card as the catalogue has it now, not as it was when the page was first built.
      for (const card of payload.product.related) expect(card).toEqual(cards.get(card.slug))
      if (payload.product.related.some((card) => card.prices.regular.includes(123_456))) offersChanged++
    }
    expect(offersChanged).toBeGreaterThan(0)
  })

  it('refuses a --since it cannot read, and a folder without a build', async () => {
    await expect(rebuild('yesterday')).rejects.toThrow(/--since needs the id of a build .* or a time/)
    await expect(rebuild('../../etc/passwd')).rejects.toThrow(/--since needs/)
    await expect(
      rebuildChanged({ since: '2026-01-01T00:00:00Z', out: path.join(dir, 'nowhere'), env }),
    ).rejects.toThrow(/holds no build|run a full build/)
  })

  it("renders on worker processes and reports a page that fails to render with the worker's error", async () => {
    const outcomes: [string, string | undefined][] = []
    const pool = await createRenderPool({
      size: 2,
      distDir: path.join(dir, 'dist'),
      buildId: 'pool-test',
      onDone: (job: RenderJob, error?: Error) => outcomes.push([job.path, error?.message]),
    })
    const good = await readFile(client('categories/_payload.json'), 'utf8')
    await pool.submit({ path: '/categories', payloadJson: good })
    await pool.submit({ path: '/product/broken', payloadJson: JSON.stringify({ kind: 'product', head: {} }) })
    await pool.close()
    expect(outcomes).toHaveLength(2)
    expect(outcomes).toContainEqual(['/categories', undefined])
    expect(outcomes.find(([route]) => route === '/product/broken')?.[1]).toMatch(
      /Prerender failed for \/product\/broken/,
    )
    expect(await readFile(client('categories/index.html'), 'utf8')).toContain(
      '<meta name="build-id" content="pool-test"',
    )
    expect(pool.peaksMb()).toHaveLength(2)
  })

  it("sends the storefront's Origin with every request of the build and of every rebuild above", () => {
    expect(guard.refused).toEqual([])
  })
})
