import { randomBytes, randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editProduct, type RunningBackend } from '../../../backend/src/index'
import { startRebuildService } from '../../../scripts/rebuild-service/rebuild-service'
import { signNotification } from '../../../scripts/rebuild-service/signature'
import type { ProductSummary } from '../../../src/domain/catalogue'
import { startBuiltShop, type BuiltShop } from '../../support/built-shop'

// The rebuild service against the embedded backend behind a guard that, as a real WordPress does, ignores the date
// query: the notifications the companion plugin sends (their format and signature are checked against the plugin's
// own in tests/unit/rebuild-service-parts.test.ts and the plugin's StorefrontNotificationTest) drive it.
const root = path.resolve('.tmp')
const SECRET = randomBytes(30).toString('base64url')
let shop: BuiltShop
let password: string
let site: string
let backend: RunningBackend
let env: Record<string, string | undefined>
let service: Awaited<ReturnType<typeof startRebuildService>>
let products: ProductSummary[]
const lines: string[] = []

const readJson = async <T>(file: string) =>
  JSON.parse(await readFile(path.join(site, 'client', file), 'utf8')) as T

interface Status {
  building: boolean
  waiting: number
  rebuilds: number
  last: { buildId: string | null; notifications: number; products: number } | null
}
const status = async () => (await (await fetch(`${service.url}/status`)).json()) as Status

async function notify(ids: number[], opts: { secret?: string; timestamp?: number; id?: string } = {}) {
  const body = JSON.stringify({
    id: opts.id ?? randomUUID(),
    products: ids,
    categories: [],
    changedAt: new Date().toISOString(),
  })
  const headers = signNotification(body, opts.secret ?? SECRET, opts.timestamp)
  const response = await fetch(`${service.url}/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })
  return { status: response.status, headers, body }
}

/** Waits until the service has run `count` rebuilds and has nothing waiting. */
async function rebuilt(count: number) {
  for (let i = 0; i < 600; i++) {
    const now = await status()
    if (now.rebuilds >= count && !now.building && now.waiting === 0) return now
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no rebuild ${count}: ${JSON.stringify(await status())}\n${lines.join('\n')}`)
}

describe('npm run rebuild-service', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    shop = await startBuiltShop('rebuild-service')
    ;({ site, backend, env, password } = shop)
    products = (await readJson<{ listing: { products: ProductSummary[] } }>('products/_payload.json')).listing
      .products
    service = await startRebuildService({
      siteDir: site,
      port: 0,
      host: '127.0.0.1',
      secret: SECRET,
      env,
      quietMs: 400,
      maxWaitMs: 5000,
      log: (line) => lines.push(line),
    })
  }, 180_000)

  afterAll(async () => {
    await service?.close()
    await shop?.close()
  })

  it('turns ten notifications in a burst into one rebuild that shows the new price', async () => {
    const product = products.find((p) => p.type === 'SIMPLE' && !p.onSale)!
    const price = product.prices.regular[0]! + 77_777
    const before = (await readJson<{ id: string }>('builds/latest.json')).id
    await editProduct({ graphqlUrl: backend.graphqlUrl, password, product: product.slug, price })
    for (let i = 0; i < 10; i++) {
      expect((await notify([product.id])).status).toBe(202)
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
    const done = await rebuilt(1)
    expect(done.rebuilds).toBe(1)
    expect(done.last).toMatchObject({ notifications: 10, products: 1 })
    const latest = await readJson<{ id: string; base?: string }>('builds/latest.json')
    expect(latest.id).not.toBe(before)
    expect(latest.id).toBe(done.last!.buildId)
    const page = await readJson<{ product: { prices: { regular: number[] } } }>(
      `product/${product.slug}/_payload.json`,
    )
    expect(page.product.prices.regular).toContain(price)
    expect(JSON.stringify(await readJson('products/_payload.json'))).toContain(String(price))
    expect(lines.join('\n')).toMatch(
      /live: 10 notifications, 1 products, \d+ pages; waited [\d.]+ s, built and published in [\d.]+ s/,
    )
  })

  it('removes a deleted product’s page and its place in the listings and the sitemap', async () => {
    const product = products.filter((p) => p.type === 'SIMPLE' && !p.onSale)[3]!
    await editProduct({ graphqlUrl: backend.graphqlUrl, password, product: product.slug, status: 'trash' })
    expect((await notify([product.id])).status).toBe(202)
    await rebuilt(2)
    await expect(readFile(path.join(site, 'client/product', product.slug, 'index.html'))).rejects.toThrow()
    expect(JSON.stringify(await readJson('products/_payload.json'))).not.toContain(`"${product.slug}"`)
    expect(await readFile(path.join(site, 'client/sitemap.xml'), 'utf8')).not.toContain(
      `/product/${product.slug}<`,
    )
  })

  it('refuses forged, stale, replayed and malformed notifications cheaply, and rebuilds nothing for them', async () => {
    const rebuilds = (await status()).rebuilds
    const started = performance.now()
    const forged = await Promise.all(
      Array.from({ length: 200 }, () => notify([products[0]!.id], { secret: 'x'.repeat(40) })),
    )
    const seconds = (performance.now() - started) / 1000
    expect(forged.every((answer) => answer.status === 401)).toBe(true)
    console.info(`200 forged notifications refused in ${seconds.toFixed(2)} s`)
    expect((await notify([1], { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(401)

    const sent = await notify([products[0]!.id])
    expect(sent.status).toBe(202)
    const replay = await fetch(`${service.url}/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sent.headers },
      body: sent.body,
    })
    expect(replay.status).toBe(409)
    // The plugin's retry of a delivery whose answer was lost: the same id, signed afresh.
    const { id } = JSON.parse(sent.body) as { id: string }
    const retry = await notify([products[0]!.id], { id })
    expect(retry.status).toBe(202)
    expect(await fetch(`${service.url}/notify`).then((r) => r.status)).toBe(405)
    const huge = await fetch(`${service.url}/notify`, { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024) })
    expect(huge.status).toBe(413)
    await rebuilt(rebuilds + 1)
    expect((await status()).rebuilds).toBe(rebuilds + 1) // the one signed notification; its retry added nothing
  })

  it('serves one site folder with one service', async () => {
    await expect(
      startRebuildService({ siteDir: site, port: 0, host: '127.0.0.1', secret: SECRET, env }),
    ).rejects.toThrow(/Another rebuild service/)
    await expect(
      startRebuildService({ siteDir: site, port: 0, host: '127.0.0.1', secret: 'short', env }),
    ).rejects.toThrow(/at least 32 characters/)
  })
})

describe('npm run rebuild-service -- --dispatch-to (the build runs in CI)', () => {
  it('sends each gathered set of changes as one repository_dispatch with the token, and builds nothing here', async () => {
    const received: { auth?: string; body: unknown }[] = []
    const github = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(body) })
        res.writeHead(204).end()
      })
    })
    await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', resolve))
    const dispatchTo = `http://127.0.0.1:${(github.address() as AddressInfo).port}/repos/shop/storefront/dispatches`
    const relay = await startRebuildService({
      siteDir: path.join(root, 'no-site-here'),
      port: 0,
      host: '127.0.0.1',
      secret: SECRET,
      env: {},
      quietMs: 200,
      dispatchTo,
      dispatchToken: 'ghp_test_token',
      log: () => undefined,
    })
    try {
      for (const ids of [[5], [7, 5], [9]]) {
        const body = JSON.stringify({
          id: randomUUID(),
          products: ids,
          categories: [],
          changedAt: new Date().toISOString(),
        })
        const answer = await fetch(`${relay.url}/notify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signNotification(body, SECRET) },
          body,
        })
        expect(answer.status).toBe(202)
      }
      await expect.poll(() => received.length, { timeout: 5000 }).toBe(1)
      expect(received[0]).toEqual({
        auth: 'Bearer ghp_test_token',
        body: { event_type: 'catalogue-changed', client_payload: { products: [5, 7, 9], categories: [] } },
      })
    } finally {
      await relay.close()
      await new Promise((resolve) => github.close(resolve))
    }
  })
})
