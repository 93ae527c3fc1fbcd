/**
 * `npm run screenshots`: builds the shop against a fresh embedded backend and captures each main screen
 * on a phone-sized and a desktop viewport into docs/screenshots/ (embedded in the README).
 * `npm run screenshots -- order-received checkout` captures only the screens named.
 */
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { startBackend } from '../backend/src/index'
import { Shopper, VIEWPORTS } from '../tests/e2e/support/browser'
import { placeGuestOrder } from '../tests/e2e/support/place-order'
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
  listing: { products: { slug: string; type: string }[] }
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
  ['checkout', '/checkout'],
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
const screens = only.length ? allScreens.filter(([name]) => only.includes(name)) : allScreens

await mkdir(OUT, { recursive: true })
const shopper = new Shopper()
try {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const page = await shopper.newPage({ viewport })
    for (const [name, route, ready] of screens) {
      await page.goto(server.url + route, { waitUntil: 'networkidle' })
      await page.mouse.move(5, 5)
      await page.waitForLoadState('networkidle')
      if (ready) await page.locator(ready).waitFor()
      await page.screenshot({ path: `${OUT}/${name}-${size}.png` })
      console.info(`${OUT}/${name}-${size}.png`)
    }
  }
} finally {
  await shopper.close()
  await server.close()
  await backend.close()
}
