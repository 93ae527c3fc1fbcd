import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'

/**
 * Starts counting the JavaScript a page downloads: the returned function gives the gzip -9 bytes of every
 * script fetched so far, by URL path (the first load budget, `npm run bench` and its e2e test count alike).
 */
export function trackScripts(page: Page): () => Promise<Map<string, number>> {
  const sizes = new Map<string, Promise<number>>()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!url.pathname.endsWith('.js') || sizes.has(url.pathname)) return
    sizes.set(
      url.pathname,
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    )
  })
  return async () => {
    const entries = await Promise.all([...sizes].map(async ([path, size]) => [path, await size] as const))
    return new Map(entries)
  }
}

/** Waits until the page is quiet (a lazy import started by an event gets time to begin), then reads. */
export async function settledScripts(page: Page, read: () => Promise<Map<string, number>>) {
  await page.waitForLoadState('networkidle')
  await new Promise((resolve) => setTimeout(resolve, 300))
  await page.waitForLoadState('networkidle')
  return read()
}

export const totalBytes = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0)
