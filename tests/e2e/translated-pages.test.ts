import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'
import { englishWordsIn } from './support/english-words'
import { screenshotDir } from './support/screenshot-dir'
import { shopOn } from './support/shop-pages'

const shopUrl = inject('shopUrl')

interface ProductPayload {
  product: {
    slug: string
    name: string
    reviews: { author: string }[]
    attributes: { label: string; options: { label: string }[] }[]
  }
}

const json = async <T>(route: string): Promise<T> => (await (await fetch(shopUrl + route)).json()) as T

/** Every product of the catalogue, read from the listing pages and each product's payload. */
async function allProducts(): Promise<ProductPayload['product'][]> {
  const slugs: string[] = []
  for (let page = 1; ; page++) {
    const route = page === 1 ? '/products' : `/products/page/${page}`
    const response = await fetch(`${shopUrl}${route}/_payload.json`)
    if (!response.ok) break
    const { listing } = (await response.json()) as { listing: { products: { slug: string }[] } }
    if (!listing.products.length) break
    slugs.push(...listing.products.map((p) => p.slug))
  }
  return Promise.all(
    slugs.map(async (slug) => (await json<ProductPayload>(`/product/${slug}/_payload.json`)).product),
  )
}

/**
 * Product pages that together show every specification row and value of the catalogue, the first with reviews: the
 * catalogue's terms are the ones a page in another language must not show in English.
 */
function coveringProducts(products: ProductPayload['product'][]): ProductPayload['product'][] {
  const termsOf = (p: ProductPayload['product']) =>
    p.attributes.flatMap((a) => [a.label, ...a.options.map((o) => `${a.label}=${o.label}`)])
  const unseen = new Set(products.flatMap(termsOf))
  const chosen = [products.find((p) => p.reviews.length > 0 && p.attributes.length > 0)!]
  chosen.forEach((p) => termsOf(p).forEach((term) => unseen.delete(term)))
  for (const product of products) {
    if (!termsOf(product).some((term) => unseen.has(term))) continue
    chosen.push(product)
    termsOf(product).forEach((term) => unseen.delete(term))
  }
  return chosen
}

/** The names of the parts a machine is built from ('NVIDIA GeForce RTX 4070 Laptop GPU'): their makers' names. */
const partNames = (product: ProductPayload['product']) =>
  product.attributes
    .filter((a) => ['CPU', 'GPU'].includes(a.label))
    .flatMap((a) => a.options.map((o) => o.label))

/**
 * The page's visible text without the shop's own writing, which is shop data in the shop's language: product names
 * review authors and parts (`names`), and the HTML prose of descriptions and reviews.
 */
async function interfaceText(page: Page, names: string[]): Promise<string> {
  const [text, ...prose] = await page.evaluate(() => [
    document.body.innerText,
    ...[...document.querySelectorAll<HTMLElement>('.rich-text')].map((element) => element.innerText),
  ])
  return [...prose, ...names]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .reduce((rest, name) => rest.split(name).join(' '), text!)
}

async function openIn(page: Page, route: string, locale: string): Promise<void> {
  await page.goto(shopUrl + route, { waitUntil: 'networkidle' })
  await page.waitForFunction((lang) => document.documentElement.lang === lang, locale.replace('_', '-'))
}

describe('a French shopper reads French on every page', () => {
  const shopper = new Shopper()
  let products: ProductPayload['product'][] = []
  let names: string[] = []
  let page: Page
  let shots = ''

  beforeAll(async () => {
    products = await allProducts()
    names = [
      'Forge Workstations',
      ...products.flatMap((p) => [p.name, ...p.reviews.map((r) => r.author), ...partNames(p)]),
    ]
    shots = await screenshotDir()
  })
  afterAll(() => shopper.close())

  /** The page's interface text holds no English word (soft: a test reads all its pages, then fails). */
  async function readFrench(where: string): Promise<void> {
    expect.soft(englishWordsIn(await interfaceText(page, names), 'fr_FR'), where).toEqual([])
  }

  // Some twenty pages: every specification row and value of the catalogue is read.
  it('on the catalogue pages: home, listing, categories and product pages with specifications and reviews', async () => {
    page = await shopper.newPage({ viewport: VIEWPORTS.phone })
    await page.addInitScript(() => localStorage.setItem('locale', 'fr_FR'))
    for (const route of [
      '/',
      '/products',
      '/categories',
      '/product-category/gift-cards',
      '/product-category/laptop',
    ]) {
      await openIn(page, route, 'fr_FR')
      await readFrench(route)
    }
    const chosen = coveringProducts(products)
    for (const product of chosen) {
      await openIn(page, `/product/${product.slug}`, 'fr_FR')
      await readFrench(`/product/${product.slug}`)
    }
    await openIn(page, `/product/${chosen[0]!.slug}`, 'fr_FR')
    await page.screenshot({ path: path.join(shots, 'translated-fr-product.png'), fullPage: true })
    // Ratings with the decimal comma, dates with French month names.
    expect.soft(await page.locator('.rating').first().getAttribute('title')).toMatch(/^Noté \d,\d sur 5$/)
    expect
      .soft(await page.locator('.review time').first().textContent())
      .toMatch(
        /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
      )
  }, 180_000)

  it('in the cart panel, with a code the shop does not know, and at checkout', async () => {
    const simple = products.find(
      (p) => p.attributes.every((a) => a.options.length <= 1) && !/gift/i.test(p.slug),
    )!
    await openIn(page, `/product/${simple.slug}`, 'fr_FR')
    const shop = shopOn(page)
    await shop.cart.add()
    await shop.cart.applyCoupon('NoPe')
    const error = page.getByTestId('coupon-error')
    await error.waitFor()
    // The code as the shopper typed it, in our sentence.
    expect.soft(await error.textContent()).toContain('NoPe')
    await page.screenshot({ path: path.join(shots, 'translated-fr-coupon.png') })
    await readFrench('cart panel with a refused coupon')
    await openIn(page, '/checkout', 'fr_FR')
    await page.getByTestId('checkout-form').waitFor({ timeout: 15_000 })
    await readFrench('/checkout')
  })

  it("in the demo customer's account: every tab and an order", async () => {
    const account = shopOn(page).account
    await openIn(page, '/my-account', 'fr_FR')
    await account.login('demo', 'demo-password')
    await page.getByTestId('account-welcome').waitFor({ timeout: 15_000 })
    for (const tab of ['personal', 'addresses', 'password', 'orders', 'downloads'] as const) {
      await account.openTab(tab)
      await page.waitForLoadState('networkidle')
      await readFrench(`account tab ${tab}`)
    }
    await account.openTab('orders')
    const order = await account.expectOrders(1)
    await openIn(page, order, 'fr_FR')
    await page.getByTestId('order-receipt').waitFor({ timeout: 15_000 })
    await readFrench(order)
  })
})

describe('a German shopper reads German numbers and dates', () => {
  const shopper = new Shopper()
  afterAll(() => shopper.close())

  it('on a product page with reviews', async () => {
    const products = await allProducts()
    const reviewed = products.find((p) => p.reviews.length > 0)!
    const page = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    await page.addInitScript(() => localStorage.setItem('locale', 'de_DE'))
    await openIn(page, `/product/${reviewed.slug}`, 'de_DE')
    await page.screenshot({
      path: path.join(await screenshotDir(), 'translated-de-product.png'),
      fullPage: true,
    })
    expect.soft(await page.locator('.rating').first().getAttribute('title')).toMatch(/\d,\d/)
    expect(await page.locator('.review time').first().textContent()).toMatch(
      /^\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/,
    )
  })
})
