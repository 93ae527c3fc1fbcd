import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
/** Debian's chromium, headless, with no background traffic (each page gets a fresh profile). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const

export interface PageOptions {
  viewport?: { width: number; height: number }
  javaScriptEnabled?: boolean
}

/** Opens pages in Chromium, each in its own fresh user-data-dir; `close()` removes them all. */
export class Shopper {
  private contexts: { context: BrowserContext; dir: string }[] = []

  async newPage(options: PageOptions = {}): Promise<Page> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-'))
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
      headless: true,
      viewport: options.viewport ?? VIEWPORTS.desktop,
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    })
    this.contexts.push({ context, dir })
    const page = context.pages()[0] ?? (await context.newPage())
    // Inside a test run, a failing test prints what this page showed (scripts use Shopper too).
    if (process.env.VITEST) (await import('./report-failure')).reportOnFailure(page)
    return page
  }

  async close(): Promise<void> {
    const all = this.contexts.splice(0)
    await Promise.all(
      all.map(async ({ context, dir }) => {
        await context.close().catch(() => undefined)
        await rm(dir, { recursive: true, force: true })
      }),
    )
  }
}

/** Records the requests a page makes, to assert on payload and GraphQL traffic. */
export function recordRequests(page: Page): { urls: string[]; clear(): void } {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return { urls, clear: () => void urls.splice(0) }
}
