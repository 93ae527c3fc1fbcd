import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { Shopper } from './support/browser'

const shopUrl = inject('shopUrl')
const latestFile = path.join(inject('distDir'), 'client/builds/latest.json')

const setMarker = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true))
const hasMarker = (page: Page) =>
  page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker === true)

/** Waits until the page has polled latest.json and seen the given build id. */
const seesBuild = (page: Page, id: string) =>
  page.waitForResponse(
    async (response) => {
      if (!response.url().includes('/builds/latest.json?')) return false
      // A poll answered while the page was navigating away has no body to read.
      return (await response.text().catch(() => '')).includes(id)
    },
    { timeout: 15_000 },
  )

describe('build-id reload', () => {
  const shopper = new Shopper()
  let original: string

  beforeAll(async () => {
    original = await readFile(latestFile, 'utf8')
  })
  afterAll(async () => {
    await writeFile(latestFile, original)
    await shopper.close()
  })

  it('turns the next navigation after a deploy into one full load per path within 10 s', async () => {
    const page = await shopper.newPage()
    await page.goto(`${shopUrl}/products`, { waitUntil: 'networkidle' })
    const links = page.locator('[data-testid="product-card"] a')
    const firstHref = (await links.nth(0).getAttribute('href'))!

    // A client navigation while the build is current stays in the page.
    await setMarker(page)
    await links.nth(0).click()
    await page.waitForURL(shopUrl + firstHref)
    expect(await hasMarker(page)).toBe(true)
    await page.goBack()
    await page.waitForURL(`${shopUrl}/products`)

    // The operator deploys: latest.json names a new build.
    const deployed = 'deployed-' + Date.now()
    const polled = seesBuild(page, deployed)
    await writeFile(latestFile, JSON.stringify({ id: deployed, timestamp: Date.now() }))
    await polled

    const reloadedPolled = seesBuild(page, deployed)
    await links.nth(0).click()
    await page.waitForURL(shopUrl + firstHref)
    await page.locator('h1.product-name').waitFor()
    expect(await hasMarker(page)).toBe(false) // a full page load

    // The reloaded page still runs the old HTML's build id, so it sees the deploy again; going back to the
    // listing (another path) reloads once, and the same product path again within 10 s does not.
    await reloadedPolled
    const listingPolled = seesBuild(page, deployed)
    await page.goBack()
    await page.waitForURL(`${shopUrl}/products`)
    await page.locator('[data-testid="product-card"]').first().waitFor()
    // Back is a cross-document navigation: the listing may come from the back/forward cache with the deploy
    // already known (no new poll), or load afresh and poll again.
    await Promise.race([listingPolled.catch(() => undefined), page.waitForTimeout(3000)])
    await setMarker(page)
    await page.locator(`[data-testid="product-card"] a[href="${firstHref}"]`).first().click()
    await page.waitForURL(shopUrl + firstHref)
    await page.locator('h1.product-name').waitFor()
    expect(await hasMarker(page)).toBe(true) // client navigation: the guard refused a second reload
  })
})
