import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { Shopper } from './support/browser'

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
    await page.locator('[data-testid="header-account"]').waitFor()
    await page.waitForLoadState('networkidle')
    expect(seen.operations.filter((name) => name === 'getCart')).toHaveLength(1)
    expect(await page.locator('[data-testid="header-account"]').textContent()).toContain('Sign In')
    expect(await page.locator('[data-testid="cart-count"]').count()).toBe(0)
    expect(await seen.shopChunkLoaded()).toBe(true)
  })

  it('loads the store on /checkout without any interaction', async () => {
    const page = await shopper.newPage()
    const getCart = page.waitForRequest((r) => isGetCart(r.url(), r.postData()), { timeout: 10_000 })
    await page.goto(`${shopUrl}/checkout`)
    await getCart
  })

  it('keeps a guest cart over a reload and merges it into the account on login', async () => {
    const page = await shopper.newPage()
    await page.goto(shopUrl + productPath, { waitUntil: 'networkidle' })
    await page.locator('[data-testid="add-to-cart"]').click()
    await page.locator('[data-testid="cart-count"]').waitFor()
    expect(await page.locator('[data-testid="cart-count"]').textContent()).toBe('1')

    // autoOpenCart: the panel slid in with the line; the overlay closes it.
    const panel = page.locator('[data-testid="cart-panel"]')
    await page.locator('[data-testid="cart-panel"].is-open [data-testid="cart-line"]').waitFor()
    await page.locator('[data-testid="overlay"]').click({ position: { x: 10, y: 300 } })
    await page.waitForFunction(() => !document.querySelector('[data-testid="cart-panel"].is-open'))
    expect(await panel.getAttribute('aria-hidden')).toBe('true')

    // A reload keeps the session (cookie): after the first interaction the count is back.
    await page.reload({ waitUntil: 'networkidle' })
    await page.mouse.move(150, 150)
    await page.locator('[data-testid="cart-count"]').waitFor()
    expect(await page.locator('[data-testid="cart-count"]').textContent()).toBe('1')

    // A wrong password keeps the backend's message and what was typed.
    await page.goto(`${shopUrl}/my-account`, { waitUntil: 'networkidle' })
    const form = page.locator('[data-testid="login-form"]')
    await form.locator('input[name="username"]').fill('demo@example.com')
    await form.locator('input[name="password"]').fill('wrong-password')
    await form.locator('button[type="submit"]').click()
    await page.locator('[data-testid="login-error"]').waitFor()
    expect(await page.locator('[data-testid="login-error"]').textContent()).toBe(
      'The user could not be logged in.',
    )
    expect(await form.locator('input[name="username"]').inputValue()).toBe('demo@example.com')

    await form.locator('input[name="password"]').fill('demo-password')
    await form.locator('button[type="submit"]').click()
    await page.locator('[data-testid="account-welcome"]').waitFor()
    expect(await page.locator('[data-testid="header-username"]').textContent()).toBe('Demo')
    await page.locator('[data-testid="cart-count"]').waitFor()
    expect(Number(await page.locator('[data-testid="cart-count"]').textContent())).toBeGreaterThanOrEqual(1)

    // Signed in, the avatar menu logs out; the shopper stays on an empty /my-account.
    await page.locator('[data-testid="header-account"]').click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await page.locator('[data-testid="login-form"]').waitFor()
    expect(await page.locator('[data-testid="cart-count"]').count()).toBe(0)
    expect(await page.locator('[data-testid="header-account"]').textContent()).toContain('Sign In')
  })
})
