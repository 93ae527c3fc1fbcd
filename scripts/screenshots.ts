/**
 * `npm run screenshots`: builds the shop against a fresh embedded backend and captures each main screen
 * on a phone-sized and a desktop viewport into docs/screenshots/ (embedded in the README).
 * `npm run screenshots -- order-received checkout` captures only the screens named.
 */
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { startBackend } from '../backend/src/index'
import type { Page } from 'playwright-core'
import { Shopper, VIEWPORTS } from '../tests/e2e/support/browser'
import { shopOn } from '../tests/e2e/support/shop-pages'
import { keepInBrowser, placeGuestOrder } from '../tests/e2e/support/place-order'
import { buildSite } from './build'
import { startStaticServer } from './serve/static-server'

const OUT = 'docs/screenshots'
const dataDir = path.resolve('.tmp/screenshots-backend')
await rm(dataDir, { recursive: true, force: true })
const backend = await startBackend({ port: 0, dataDir, products: 120, quiet: true })
const dist = '.tmp/screenshots-dist'
await buildSite({ out: dist, env: { ...process.env, GQL_HOST: backend.graphqlUrl } })
const server = await startStaticServer({ root: `${dist}/client`, port: 0, backendOrigin: backend.origin })

const listing = (await (await fetch(`${server.url}/products/_payload.json`)).json()) as {
  listing: { products: { slug: string; type: string; stockStatus: string }[] }
}
const variable = listing.listing.products.find((p) => p.type === 'VARIABLE') ?? listing.listing.products[0]!

const order = await placeGuestOrder(backend.graphqlUrl)

/** Name, route and, for a screen the shop runtime fills in, what to wait for. */
const allScreens: [string, string, string?][] = [
  ['home', '/'],
  ['listing', '/products'],
  ['category', '/product-category/desktop'],
  ['product', `/product/${variable.slug}`],
  ['categories', '/categories'],
  ['wishlist', '/wishlist'],
  ['account', '/my-account'],
  ['warranty', '/warranty'],
  ['not-found', '/no-such-page'],
  [
    'order-received',
    `/checkout/order-received/${order.databaseId}?key=${order.orderKey}`,
    '[data-testid="order-receipt"]',
  ],
]
const only = process.argv.slice(2)

/** `cart`: the cart panel with a product in it (it opens by itself after the add), then the checkout with that cart. */
async function shootCartAndCheckout(page: Page, size: string): Promise<void> {
  const shop = shopOn(page)
  const simple =
    listing.listing.products.find((p) => p.type === 'SIMPLE' && p.stockStatus === 'IN_STOCK') ?? variable
  await page.goto(`${server.url}/product/${simple.slug}`, { waitUntil: 'networkidle' })
  await shop.cart.add()
  await shop.cart.expectPanelOpenWithLines()
  await page.waitForTimeout(400)
  await page.screenshot({ path: `${OUT}/cart-${size}.png` })
  console.info(`${OUT}/cart-${size}.png`)
  await shop.checkout.openForm(server.url)
  await page.screenshot({ path: `${OUT}/checkout-${size}.png`, fullPage: true })
  console.info(`${OUT}/checkout-${size}.png`)
}
const screens = only.length ? allScreens.filter(([name]) => only.includes(name)) : allScreens

await mkdir(OUT, { recursive: true })
const shopper = new Shopper()
try {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const page = await shopper.newPage({ viewport })
    // The order-received page shows the order the browser placed: this one, placed from outside it.
    await keepInBrowser(page, order)
    for (const [name, route, ready] of screens) {
      await page.goto(server.url + route, { waitUntil: 'networkidle' })
      await page.mouse.move(5, 5)
      await page.waitForLoadState('networkidle')
      if (ready) await page.locator(ready).waitFor()
      await page.screenshot({ path: `${OUT}/${name}-${size}.png` })
      console.info(`${OUT}/${name}-${size}.png`)
    }
    if (!only.length || only.includes('cart')) await shootCartAndCheckout(page, size)
  }
} finally {
  await shopper.close()
  await server.close()
  await backend.close()
}
