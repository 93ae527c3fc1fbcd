import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'
import { shopOn } from './support/shop-pages'

const shopUrl = inject('shopUrl')
const BUTTON = '[data-testid="header-account"]'
const MENU = '.account-dropdown[role="menu"]'

/** The focused element's text, and whether it is one of the menu's items. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    text: document.activeElement?.textContent?.trim() ?? '',
    item: document.activeElement?.getAttribute('role') === 'menuitem',
    button: document.activeElement?.getAttribute('data-testid') === 'header-account',
  }))

describe('the account menu by keyboard', () => {
  const shopper = new Shopper()
  afterAll(() => shopper.close())

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`opens on the arrows, moves round its items, closes on Escape, Tab and a click outside (${size})`, async () => {
      const page = await shopper.newPage({ viewport })
      const account = shopOn(page).account
      await account.open(shopUrl)
      await account.login('demo', 'demo-password')
      await account.expectSignedInAs('demo')
      const menu = page.locator(MENU)

      await page.locator(BUTTON).focus()
      await page.keyboard.press('ArrowDown')
      await menu.waitFor()
      const names = (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim())
      expect(names).toHaveLength(3)
      expect(await focused(page)).toMatchObject({ item: true, text: names[0] })
      await page.keyboard.press('ArrowDown')
      expect((await focused(page)).text).toBe(names[1])
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowDown') // round to the first
      expect((await focused(page)).text).toBe(names[0])
      await page.keyboard.press('ArrowUp') // round to the last
      expect((await focused(page)).text).toBe(names[2])
      await page.keyboard.press('Home')
      expect((await focused(page)).text).toBe(names[0])
      await page.keyboard.press('End')
      expect((await focused(page)).text).toBe(names[2])

      await page.keyboard.press('Escape')
      await menu.waitFor({ state: 'detached' })
      expect(await focused(page)).toMatchObject({ button: true })
      expect(await page.locator(BUTTON).getAttribute('aria-expanded')).toBe('false')

      // ArrowUp opens on the last item; Tab closes and moves on.
      await page.keyboard.press('ArrowUp')
      await menu.waitFor()
      expect((await focused(page)).text).toBe(names[2])
      await page.keyboard.press('Tab')
      await menu.waitFor({ state: 'detached' })

      // Enter opens it as a click does; a click elsewhere closes it.
      await page.locator(BUTTON).focus()
      await page.keyboard.press('Enter')
      await menu.waitFor()
      expect(await page.locator(BUTTON).getAttribute('aria-expanded')).toBe('true')
      await page.mouse.click(5, viewport.height - 5)
      await menu.waitFor({ state: 'detached' })

      // And the items still work from the keyboard: the first one is followed with Enter.
      await page.locator(BUTTON).focus()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await page.waitForURL(/\/my-account\?tab=wishlist/)
    })
  }
})
