import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { Shopper } from '../../tests/e2e/support/browser'

/** Gzip -9 bytes of every JavaScript file the page has downloaded so far. */
function trackScripts(page: Page): () => Promise<number> {
  const sizes = new Map<string, Promise<number>>()
  page.on('response', (response) => {
    const url = response.url()
    if (!url.endsWith('.js') || sizes.has(url)) return
    sizes.set(
      url,
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    )
  })
  return async () => (await Promise.all(sizes.values())).reduce((a, b) => a + b, 0)
}

/** Waits until the page is quiet (a lazy import started by an event gets time to begin), then sums. */
async function settledScriptBytes(page: Page, read: () => Promise<number>): Promise<number> {
  await page.waitForLoadState('networkidle')
  await new Promise((resolve) => setTimeout(resolve, 300))
  await page.waitForLoadState('networkidle')
  return read()
}

/**
 * First-load JavaScript (gzip) of the home, listing and product pages on the served build, and of the
 * product page after the first interaction (when the shop layer loads).
 */
export async function runPageWeightBench(
  shopUrl: string,
  productPath: string,
): Promise<Record<string, number>> {
  const shopper = new Shopper()
  const results: Record<string, number> = {}
  try {
    for (const [name, route] of [
      ['home', '/'],
      ['listing', '/products'],
      ['product', productPath],
    ] as const) {
      const page = await shopper.newPage()
      const read = trackScripts(page)
      await page.goto(shopUrl + route, { waitUntil: 'networkidle' })
      results[`js.${name}.firstLoad.gzipBytes`] = await settledScriptBytes(page, read)
      if (name === 'product') {
        await page.mouse.move(200, 200)
        await page.mouse.move(240, 260)
        results['js.product.afterInteraction.gzipBytes'] = await settledScriptBytes(page, read)
      }
    }
  } finally {
    await shopper.close()
  }
  for (const [key, value] of Object.entries(results)) console.info(`${key}: ${value}`)
  return results
}
