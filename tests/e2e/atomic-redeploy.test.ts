import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildSite } from '../../scripts/build'
import { publishRelease } from '../../scripts/release/publish-release'
import { liveReleaseId } from '../../scripts/release/release-folders'
import { discardRelease } from '../../scripts/release/stage-release'
import { Shopper } from './support/browser'
import { BUILD_CHECK_INTERVAL_MS, e2eBuildEnv } from './support/global-setup'

const shopUrl = inject('shopUrl')
const distDir = inject('distDir')
const buildEnv = e2eBuildEnv(inject('graphqlUrl'), shopUrl, {
  apiUrl: inject('paymentApiUrl'),
  checkoutUrl: inject('paymentCheckoutUrl'),
})

const setMarker = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true))
const hasMarker = (page: Page) =>
  page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker === true)
const buildIdOf = (page: Page) => page.locator('meta[name="build-id"]').getAttribute('content')
/** A release's bundle files, by path under `/assets/`. */
async function assetsOf(id: string): Promise<Set<string>> {
  const dir = path.join(distDir, 'releases', id, 'client/assets')
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return new Set(
    entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))),
  )
}

interface Probe {
  path: string
  status: number
  /** What the whole answer must hold (a truncated or mixed page lacks it). */
  complete?: (body: string) => boolean
}

/** Asks for each probe in turn until stopped; counts answers that are not whole and right. */
function requestsInALoop(probes: Probe[]) {
  let total = 0
  const failed: string[] = []
  let running = true
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const probe = probes[i % probes.length]!
      total++
      try {
        const response = await fetch(shopUrl + probe.path, { headers: { 'accept-encoding': 'br, gzip' } })
        const body = await response.text()
        if (response.status !== probe.status || (probe.complete && !probe.complete(body)))
          failed.push(`${probe.path}: ${response.status}, ${body.length} bytes`)
      } catch (error) {
        failed.push(`${probe.path}: ${(error as Error).message}`)
      }
    }
  })()
  return {
    stop: async () => {
      running = false
      await loop
      return { total, failed }
    },
  }
}

describe('a redeploy while the shop is serving', () => {
  const shopper = new Shopper()
  let liveId: string
  const newId = `redeploy-${Date.now()}`

  beforeAll(async () => {
    liveId = (await liveReleaseId(distDir))!
  })
  afterAll(async () => {
    await shopper.close()
    // The suites share one build: put the one they were given back.
    await publishRelease(distDir, liveId)
    await discardRelease(distDir, newId)
  })

  it('never answers from a half-written build, keeps the old chunks, and open pages reload once', async () => {
    expect(liveId).toBeTruthy()
    const listing = JSON.parse(
      await readFile(path.join(distDir, 'client/products/_payload.json'), 'utf8'),
    ) as {
      listing: { products: { slug: string }[] }
    }
    const product = `/product/${listing.listing.products[0]!.slug}`
    const oldAssets = await assetsOf(liveId)
    const entry = [...oldAssets].find((name) => name.endsWith('.js'))!
    const page = await shopper.newPage()
    await page.goto(`${shopUrl}/products`, { waitUntil: 'networkidle' })
    await setMarker(page)

    const whole = (body: string) => body.trimEnd().endsWith('</html>') && /name="build-id"/.test(body)
    const loop = requestsInALoop([
      { path: '/', status: 200, complete: whole },
      { path: '/products', status: 200, complete: whole },
      { path: product, status: 200, complete: whole },
      { path: `${product}/_payload.json`, status: 200, complete: (body) => body.endsWith('}') },
      { path: '/builds/latest.json', status: 200, complete: (body) => body.includes('"id"') },
      { path: '/checkout', status: 200, complete: whole },
      { path: `/assets/${entry}`, status: 200 },
      { path: '/no-such-page', status: 404, complete: whole },
    ])
    const polled = page.waitForResponse(
      async (r) =>
        r.url().includes('/builds/latest.json?') && (await r.text().catch(() => '')).includes(newId),
      { timeout: 200_000 },
    )
    // A real build, bundles included, whose client code differs (the poll interval is compiled in), so its chunks
    // have other names than the live build's.
    await buildSite({
      out: distDir,
      buildId: newId,
      env: { ...buildEnv, BUILD_CHECK_INTERVAL: String(BUILD_CHECK_INTERVAL_MS + 1) },
    })
    const { total, failed } = await loop.stop()
    console.info(`requests during the rebuild: ${total} total, ${failed.length} failed`)
    expect(failed).toEqual([])
    expect(total).toBeGreaterThan(100)
    expect(await liveReleaseId(distDir)).toBe(newId)
    const gone = [...oldAssets].filter((name) => !name.endsWith('.br') && !name.endsWith('.gz'))
    const newAssets = await assetsOf(newId)
    expect(gone.filter((name) => !newAssets.has(name)).length).toBeGreaterThan(0)

    // The page of the old build: its first action loads the shop layer's chunks, which only the old build has.
    const assetFailures: string[] = []
    const oldChunksLoaded: string[] = []
    page.on('response', (response) => {
      const name = new URL(response.url()).pathname.replace(/^\/assets\//, '')
      if (!response.url().startsWith(`${shopUrl}/assets/`)) return
      if (response.status() >= 400) assetFailures.push(`${response.status()} ${name}`)
      else if (!newAssets.has(name)) oldChunksLoaded.push(name)
    })
    const getCart = page.waitForResponse((r) => (r.request().postData() ?? '').includes('getCart'))
    await page.mouse.move(200, 200)
    await getCart
    expect(assetFailures).toEqual([])
    expect(oldChunksLoaded.length).toBeGreaterThan(0)
    expect(await hasMarker(page)).toBe(true)
    expect(await buildIdOf(page)).toBe(liveId)

    // It has polled the new build id by now: the next navigation is one full load of the new build.
    await polled
    await page.locator('[data-testid="product-card"] a').first().click()
    await page.locator('h1.product-name').waitFor()
    expect(await hasMarker(page)).toBe(false)
    expect(await buildIdOf(page)).toBe(newId)
  }, 240_000)

  it('leaves the live build as it was when a build fails', async () => {
    const before = await readFile(path.join(distDir, 'client/index.html'), 'utf8')
    const failing = `failing-${Date.now()}`
    await expect(
      buildSite({
        out: distDir,
        buildId: failing,
        skipVite: true,
        skipCheck: true,
        env: { ...buildEnv, GQL_HOST: 'http://127.0.0.1:9/graphql' },
      }),
    ).rejects.toThrow()
    expect(await liveReleaseId(distDir)).toBe(newId)
    expect(await readFile(path.join(distDir, 'client/index.html'), 'utf8')).toBe(before)
    expect(await readdir(path.join(distDir, 'releases'))).not.toContain(failing)
    expect((await fetch(shopUrl + '/')).status).toBe(200)
  })
})
