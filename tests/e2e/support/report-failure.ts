import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { onTestFailed } from 'vitest'

const FAILURES_DIR = path.resolve('.tmp/e2e-failures')

/**
 * When the test using `page` fails, prints what the shopper saw (address, alerts, script errors) and
 * keeps a screenshot, so a failure on CI can be understood from its log.
 */
export function reportOnFailure(page: Page): void {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  onTestFailed(async ({ task }) => {
    if (page.isClosed()) return
    const alerts = await page
      .locator('[role="alert"]')
      .allTextContents()
      .catch(() => [])
    await mkdir(FAILURES_DIR, { recursive: true })
    const file = path.join(FAILURES_DIR, `${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`)
    await page.screenshot({ path: file }).catch(() => undefined)
    console.error(
      [
        `[e2e] "${task.name}" failed on ${page.url()}`,
        `  alerts: ${alerts.length ? alerts.join(' | ') : 'none'}`,
        `  script errors: ${errors.length ? errors.join(' | ') : 'none'}`,
        `  screenshot: ${path.relative(process.cwd(), file)}`,
      ].join('\n'),
    )
  })
}
