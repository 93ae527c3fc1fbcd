import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'
import { shopOn } from './support/shop-pages'

const shopUrl = inject('shopUrl')
const graphqlUrl = inject('graphqlUrl')
/** Only the shop layer's chunk sends this header: its presence in a script means the chunk was loaded. */
const SHOP_CHUNK_MARKER = 'woocommerce-session'

/** The GraphQL operations a page sends, by name, and the JavaScript it downloads. */
function watch(page: Page) {
  const operations: string[] = []
  const scripts = new Map<string, Promise<string>>()
  page.on('request', (request) => {
    if (!request.url().startsWith(graphqlUrl) || request.method() === 'OPTIONS') return
    const body = request.postData()
    const name = body
      ? (JSON.parse(body) as { operationName?: string }).operationName
      : new URL(request.url()).searchParams.get('operationName')
    operations.push(name ?? 'unknown')
  })
  page.on('response', (response) => {
    if (response.url().endsWith('.js'))
      scripts.set(
        response.url(),
        response.text().catch(() => ''),
      )
  })
  const shopChunkLoaded = async () =>
    (await Promise.all(scripts.values())).some((text) => text.includes(SHOP_CHUNK_MARKER))
  return { operations, shopChunkLoaded }
}

const isGetCart = (url: string, body: string | null) =>
  url.startsWith(graphqlUrl) && (body ?? url).includes('getCart')

async function simpleInStockProduct(): Promise<string> {
  const payload = (await (await fetch(`${shopUrl}/products/_payload.json`)).json()) as {
    listing: { products: { slug: string; type: string; stockStatus: string }[] }
  }
  const product = payload.listing.products.find((p) => p.type === 'SIMPLE' && p.stockStatus === 'IN_STOCK')
  return `/product/${product!.slug}`
}

describe('the shop layer in the browser', () => {
  const shopper = new Shopper()
  let productPath: string

  beforeAll(async () => {
    productPath = await simpleInStockProduct()
  })
  afterAll(() => shopper.close())

  it('loads nothing on a product page before the first interaction, then getCart once', async () => {
    const page = await shopper.newPage()
    const seen = watch(page)
    await page.goto(shopUrl + productPath, { waitUntil: 'networkidle' })
    await page.waitForTimeout(300)
    expect(seen.operations).toEqual([])
    expect(await seen.shopChunkLoaded()).toBe(false)

    const getCart = page.waitForResponse((r) => isGetCart(r.url(), r.request().postData()))
    await page.mouse.move(200, 200)
    await getCart
    const shop = shopOn(page)
    await shop.account.expectGuestHeader()
    await page.waitForLoadState('networkidle')
    expect(seen.operations.filter((name) => name === 'getCart')).toHaveLength(1)
    await shop.cart.expectCount(0)
    expect(await seen.shopChunkLoaded()).toBe(true)
  })

  it('loads the store on /checkout without any interaction', async () => {
    const page = await shopper.newPage()
    const getCart = page.waitForRequest((r) => isGetCart(r.url(), r.postData()), { timeout: 10_000 })
    await shopOn(page).checkout.open(shopUrl)
    await getCart
  })

  it("says when a screen's code cannot be downloaded, reloads at most once, and loads it on a retry", async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.phone })
    let blocked = true
    let refused = 0
    // The checkout screen's chunk is the one script that renders its empty-cart message.
    await page.route('**/*.js', async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (blocked && body.includes('checkout-empty')) {
        refused += 1
        return route.abort('internetdisconnected')
      }
      return route.fulfill({ response, body })
    })
    let loads = 0
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1
    })
    await page.goto(shopUrl + '/checkout')
    const unavailable = page.getByTestId('screen-unavailable')
    await unavailable.waitFor()
    expect(await unavailable.textContent()).toContain('The shop could not be reached.')
    // deploy-watch.ts reloads once on a chunk error (a redeploy removes old chunks), never in a loop.
    await page.waitForTimeout(500)
    expect(loads).toBe(2)
    expect(refused).toBeGreaterThan(0)
    blocked = false
    await unavailable.getByRole('button', { name: 'Try again' }).click()
    await page.getByTestId('checkout-empty').waitFor()
    expect(await unavailable.count()).toBe(0)
    await page.context().close()
  })

  it('keeps a guest cart over a reload and merges it into the account on login', async () => {
    const page = await shopper.newPage()
    const { cart, account } = shopOn(page)
    await page.goto(shopUrl + productPath, { waitUntil: 'networkidle' })
    await cart.add()
    await cart.expectCount(1)

    // autoOpenCart: the panel slid in with the line; the overlay closes it.
    await cart.expectPanelOpenWithLines()
    await cart.closeByOverlay()

    // A reload keeps the session (cookie): after the first interaction the count is back.
    await page.reload({ waitUntil: 'networkidle' })
    await page.mouse.move(150, 150)
    await cart.expectCount(1)

    // A wrong password says so and keeps what was typed.
    await account.open(shopUrl)
    await account.login('demo@example.com', 'wrong-password')
    await account.expectLoginError('Incorrect password. Please try again.', 'demo@example.com')

    await account.login('demo@example.com', 'demo-password')
    await account.expectSignedInAs('demo')
    await cart.expectCountAtLeast(1)

    // Signed in, the avatar menu logs out; the shopper stays on an empty /my-account.
    await account.logoutFromMenu()
    await account.expectSignedOut()
    await cart.expectCount(0)
  })
})
