import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { Shopper } from '../../tests/e2e/support/browser'
import { jsComposition } from './js-composition'

/** Gzip -9 bytes of every JavaScript file the page has downloaded so far, by URL path. */
function trackScripts(page: Page): () => Promise<Map<string, number>> {
  const sizes = new Map<string, Promise<number>>()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!url.pathname.endsWith('.js') || sizes.has(url.pathname)) return
    sizes.set(
      url.pathname,
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    )
  })
  return async () => {
    const entries = await Promise.all([...sizes].map(async ([path, size]) => [path, await size] as const))
    return new Map(entries)
  }
}

/** Waits until the page is quiet (a lazy import started by an event gets time to begin), then reads. */
async function settledScripts(page: Page, read: () => Promise<Map<string, number>>) {
  await page.waitForLoadState('networkidle')
  await new Promise((resolve) => setTimeout(resolve, 300))
  await page.waitForLoadState('networkidle')
  return read()
}

const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0)

/**
 * First-load JavaScript (gzip) of each page on the served build, with the script count and what it is made
 * of, and of the product page after the first interaction (when the shop layer loads).
 */
export async function runPageWeightBench(
  shopUrl: string,
  pages: Record<string, string>,
  clientDir: string,
): Promise<Record<string, number>> {
  const shopper = new Shopper()
  const results: Record<string, number> = {}
  try {
    for (const [name, route] of Object.entries(pages)) {
      const page = await shopper.newPage()
      const read = trackScripts(page)
      await page.goto(shopUrl + route, { waitUntil: 'networkidle' })
      const scripts = await settledScripts(page, read)
      results[`js.${name}.firstLoad.gzipBytes`] = sum(scripts)
      results[`js.${name}.firstLoad.scripts`] = scripts.size
      const parts = jsComposition(clientDir, scripts)
      // KB of 1,000 bytes, as the budget and its e2e test count them.
      console.info(
        `js.${name}: ${(sum(scripts) / 1000).toFixed(1)} KB gzip in ${scripts.size} scripts = ` +
          Object.entries(parts)
            .map(([part, bytes]) => `${part} ${(bytes / 1000).toFixed(1)}`)
            .join(' + '),
      )
      if (name === 'product') {
        await page.mouse.move(200, 200)
        await page.mouse.move(240, 260)
        results['js.product.afterInteraction.gzipBytes'] = sum(await settledScripts(page, read))
      }
    }
  } finally {
    await shopper.close()
  }
  for (const [key, value] of Object.entries(results)) console.info(`${key}: ${value}`)
  return results
}
