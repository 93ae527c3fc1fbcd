import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { editProduct } from '../../backend/src/index'
import { rebuildChanged } from '../../scripts/build'
import { publishRelease } from '../../scripts/release/publish-release'
import { liveReleaseId } from '../../scripts/release/release-folders'
import { discardRelease } from '../../scripts/release/stage-release'
import type { ProductSummary } from '../../src/domain/catalogue'
import { formatPrice } from '../../src/lib/format'
import { Shopper } from './support/browser'
import { e2eBuildEnv } from './support/global-setup'

const shopUrl = inject('shopUrl')
const graphqlUrl = inject('graphqlUrl')
const distDir = inject('distDir')
const password = inject('managerPassword')
const clientDir = path.join(distDir, 'client')

const setMarker = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true))
const hasMarker = (page: Page) =>
  page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker === true)
const buildIdOf = (page: Page) => page.locator('meta[name="build-id"]').getAttribute('content')
const pageFiles = (slug: string) =>
  Promise.all(['index.html', '_payload.json'].map((f) => readFile(path.join(clientDir, 'product', slug, f))))
const seesBuild = (page: Page, id: string) =>
  page.waitForResponse(
    async (r) => r.url().includes('/builds/latest.json?') && (await r.text().catch(() => '')).includes(id),
    { timeout: 15_000 },
  )

describe('incremental rebuild (--since)', () => {
  const shopper = new Shopper()
  let changed: ProductSummary
  let untouched: ProductSummary
  let liveId: string
  const buildId = `incremental-${Date.now()}`

  beforeAll(async () => {
    liveId = (await liveReleaseId(distDir))!
    const { listing } = JSON.parse(
      await readFile(path.join(clientDir, 'products/_payload.json'), 'utf8'),
    ) as {
      listing: { products: ProductSummary[] }
    }
    changed = listing.products.find((p) => p.type === 'SIMPLE' && !p.onSale)!
    untouched = listing.products.find((p) => p.id !== changed.id)!
  })

  afterAll(async () => {
    await shopper.close()
    if (changed)
      await editProduct({ graphqlUrl, password, product: changed.slug, price: changed.prices.regular[0] })
    // The suites share one build: this one puts it back as it found it.
    await publishRelease(distDir, liveId)
    await discardRelease(distDir, buildId)
  })

  it('rewrites only what a price change alters, and open pages load the new build on their next navigation', async () => {
    const previousId = JSON.parse(await readFile(path.join(clientDir, 'builds/latest.json'), 'utf8'))
      .id as string
    const untouchedBefore = await pageFiles(untouched.slug)
    const changedBefore = await pageFiles(changed.slug)
    const listing = await shopper.newPage()
    await listing.goto(`${shopUrl}/products`, { waitUntil: 'networkidle' })
    await setMarker(listing)
    // A shopper looking at the product while its price changes.
    const productPage = await shopper.newPage()
    await productPage.goto(`${shopUrl}/product/${changed.slug}`, { waitUntil: 'networkidle' })
    await setMarker(productPage)
    const shownPrice = () => productPage.locator('.product-summary .price').first().textContent()
    expect(await shownPrice()).toContain(formatPrice(changed.prices.regular[0]!))

    const newPrice = changed.prices.regular[0]! + 12_345
    await editProduct({ graphqlUrl, password, product: changed.slug, price: newPrice })
    const listingSeesIt = seesBuild(listing, buildId)
    const rebuild = await rebuildChanged({
      since: previousId,
      out: distDir,
      buildId,
      env: e2eBuildEnv(graphqlUrl, shopUrl, {
        apiUrl: inject('paymentApiUrl'),
        checkoutUrl: inject('paymentCheckoutUrl'),
      }),
    })

    expect(rebuild.buildId).toBe(buildId)
    expect(rebuild.changedProducts).toBeGreaterThanOrEqual(1)
    expect(rebuild.written).toContain(`/product/${changed.slug}`)
    expect(rebuild.written).toContain('/products') // the card shows the price
    expect(rebuild.written).not.toContain(`/product/${untouched.slug}`)
    expect(await pageFiles(untouched.slug)).toEqual(untouchedBefore)
    // The new release shares the untouched files with the one before it, and left that one's copies of the
    // changed page as they were (it is kept for rollback and for the open pages' chunks).
    const earlier = path.join(distDir, 'releases', liveId, 'client/product', changed.slug)
    expect(
      await Promise.all(['index.html', '_payload.json'].map((f) => readFile(path.join(earlier, f)))),
    ).toEqual(changedBefore)
    expect(await pageFiles(changed.slug)).not.toEqual(changedBefore)
    const meta = JSON.parse(await readFile(path.join(clientDir, `builds/meta/${buildId}.json`), 'utf8'))
    expect(meta).toMatchObject({ id: buildId, base: previousId })
    expect(meta.rewritten[`/product/${changed.slug}`]).toBe(buildId)

    // The product page left open shows the new price where it stands, without a reload.
    await expect.poll(shownPrice, { timeout: 15_000 }).toContain(formatPrice(newPrice))
    expect(await hasMarker(productPage)).toBe(true)
    expect(await buildIdOf(productPage)).toBe(previousId)

    // The listing, open since before the rebuild, sees it; following a card is a full load of the new page.
    await listingSeesIt
    await listing.locator(`[data-testid="product-card"] a[href="/product/${changed.slug}"]`).first().click()
    await listing.waitForURL(`${shopUrl}/product/${changed.slug}`)
    await expect
      .poll(() => listing.locator('.product-summary .price').first().textContent())
      .toContain(formatPrice(newPrice))
    expect(await hasMarker(listing)).toBe(false)
    expect(await buildIdOf(listing)).toBe(buildId)

    // A page the rebuild kept still carries the older build id; loaded now, it knows it is current, so a
    // navigation from it stays in the page.
    const kept = await shopper.newPage()
    const checked = kept.waitForResponse((r) => r.url().includes(`/builds/meta/${buildId}.json`))
    await kept.goto(`${shopUrl}/product/${untouched.slug}`, { waitUntil: 'networkidle' })
    expect(await buildIdOf(kept)).toBe(previousId)
    await checked
    await seesBuild(kept, buildId) // a later poll: the page goes on polling against the new build
    await setMarker(kept)
    await kept.locator('header a[href="/product-category/desktop"]').first().click()
    await kept.waitForURL(`${shopUrl}/product-category/desktop`)
    await kept.locator('[data-testid="product-card"]').first().waitFor()
    expect(await hasMarker(kept)).toBe(true)
  })
})
