import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** Whether the focused element is inside the element matched by `selector`. */
export const focusIsIn = (page: Page, selector: string) =>
  page.evaluate((sel) => !!document.activeElement?.closest(sel), selector)

/** The data-testid of the focused element. */
export const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null)

/**
 * Tabs forwards, then backwards, more times than the dialog has controls (twice round it): after every press the
 * focus is still inside, and the page behind has not scrolled.
 */
export async function expectTabTrapped(page: Page, selector: string): Promise<void> {
  const stops = await page
    .locator(selector)
    .evaluate(
      (dialog) =>
        dialog.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea')
          .length,
    )
  const scrollY = await page.evaluate(() => window.scrollY)
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops * 2 + 2; i++) {
      await page.keyboard.press(key)
      expect(await focusIsIn(page, selector), `${key} #${i + 1} left ${selector}`).toBe(true)
    }
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)
}

/** While a dialog is open: the page behind (`behind`: its parts) takes no focus or clicks, and does not scroll. */
export async function expectPageBehindInert(
  page: Page,
  behind = ['header', 'main', 'footer'],
): Promise<void> {
  for (const selector of behind)
    expect(await page.evaluate((sel) => document.querySelector<HTMLElement>(sel)?.inert, selector)).toBe(true)
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
}
