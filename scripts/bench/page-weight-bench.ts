import { Shopper } from '../../tests/e2e/support/browser'
import { settledScripts, totalBytes, trackScripts } from '../../tests/e2e/support/script-weight'
import { jsComposition } from './js-composition'
import { paymentCodeBytes } from './payment-code-weight'
import type { PageWeight } from './weight-comparison'

/** Opens `url` in a fresh browser profile and reads the scripts it loaded before any interaction. */
async function openSettled(shopper: Shopper, url: string) {
  const page = await shopper.newPage()
  const read = trackScripts(page)
  await page.goto(url, { waitUntil: 'networkidle' })
  return { page, read, scripts: await settledScripts(page, read) }
}

/** First-load JavaScript (gzip -9) of each page of a served build, measured in a fresh browser profile each. */
export async function measureFirstLoad(
  shopUrl: string,
  pages: Record<string, string>,
): Promise<Map<string, PageWeight>> {
  const shopper = new Shopper()
  const weights = new Map<string, PageWeight>()
  try {
    for (const [name, route] of Object.entries(pages)) {
      const { page, scripts } = await openSettled(shopper, shopUrl + route)
      weights.set(name, { bytes: totalBytes(scripts), scripts: scripts.size })
      await page.context().close()
    }
  } finally {
    await shopper.close()
  }
  return weights
}

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
      const { page, read, scripts } = await openSettled(shopper, shopUrl + route)
      results[`js.${name}.firstLoad.gzipBytes`] = totalBytes(scripts)
      results[`js.${name}.firstLoad.scripts`] = scripts.size
      const parts = jsComposition(clientDir, scripts)
      // KB of 1,000 bytes, as the budget and its e2e test count them.
      console.info(
        `js.${name}: ${(totalBytes(scripts) / 1000).toFixed(1)} KB gzip in ${scripts.size} scripts = ` +
          Object.entries(parts)
            .map(([part, bytes]) => `${part} ${(bytes / 1000).toFixed(1)}`)
            .join(' + '),
      )
      if (name === 'product') {
        await page.mouse.move(200, 200)
        await page.mouse.move(240, 260)
        results['js.product.afterInteraction.gzipBytes'] = totalBytes(await settledScripts(page, read))
      }
    }
  } finally {
    await shopper.close()
  }
  results['js.checkout.cardPayment.gzipBytes'] = paymentCodeBytes(clientDir)
  for (const [key, value] of Object.entries(results)) console.info(`${key}: ${value}`)
  return results
}
