import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Page objects for the shop's flows, so that a journey reads as a shopper's steps:
 * `shop.cart.add()`, `shop.cart.expectCount(1)`, `shop.account.login(…)`. Selectors live here only.
 */

const byTestId = (id: string) => `[data-testid="${id}"]`

export class CartSteps {
  constructor(private readonly page: Page) {}

  /** Adds the product shown to the cart and waits for the header count. */
  async add(): Promise<void> {
    await this.page.locator(byTestId('add-to-cart')).click()
    await this.page.locator(byTestId('cart-count')).waitFor()
  }

  /** The header badge shows `count` (0: no badge at all). */
  async expectCount(count: number): Promise<void> {
    const badge = this.page.locator(byTestId('cart-count'))
    if (count === 0) {
      expect(await badge.count()).toBe(0)
      return
    }
    await badge.waitFor()
    expect(await badge.textContent()).toBe(String(count))
  }

  /** The header badge shows at least `count` (a signed-in cart may hold earlier lines). */
  async expectCountAtLeast(count: number): Promise<void> {
    await this.page.locator(byTestId('cart-count')).waitFor()
    expect(Number(await this.page.locator(byTestId('cart-count')).textContent())).toBeGreaterThanOrEqual(
      count,
    )
  }

  /** The panel is open and shows at least one line. */
  async expectPanelOpenWithLines(): Promise<void> {
    await this.page.locator(`${byTestId('cart-panel')}.is-open ${byTestId('cart-line')}`).waitFor()
  }

  /** Closes the panel by its overlay and waits until it has slid out. */
  async closeByOverlay(): Promise<void> {
    await this.page.locator(byTestId('overlay')).click({ position: { x: 10, y: 300 } })
    await this.page.waitForFunction(() => !document.querySelector('[data-testid="cart-panel"].is-open'))
    expect(await this.page.locator(byTestId('cart-panel')).getAttribute('aria-hidden')).toBe('true')
  }

  async expectSubtotal(text: string): Promise<void> {
    expect(await this.page.locator(byTestId('cart-subtotal')).textContent()).toBe(text)
  }
}

export class AccountSteps {
  constructor(private readonly page: Page) {}

  private get form() {
    return this.page.locator(byTestId('login-form'))
  }

  /** Opens /my-account (the login form for a guest). */
  async open(shopUrl: string): Promise<void> {
    await this.page.goto(`${shopUrl}/my-account`, { waitUntil: 'networkidle' })
  }

  /** Fills the login form and sends it. */
  async login(username: string, password: string): Promise<void> {
    await this.form.locator('input[name="username"]').fill(username)
    await this.form.locator('input[name="password"]').fill(password)
    await this.form.locator('button[type="submit"]').click()
  }

  /** The login form shows `message` and still holds the username typed. */
  async expectLoginError(message: string, username: string): Promise<void> {
    await this.page.locator(byTestId('login-error')).waitFor()
    expect(await this.page.locator(byTestId('login-error')).textContent()).toBe(message)
    expect(await this.form.locator('input[name="username"]').inputValue()).toBe(username)
  }

  async expectSignedInAs(name: string): Promise<void> {
    await this.page.locator(byTestId('account-welcome')).waitFor()
    expect(await this.page.locator(byTestId('header-username')).textContent()).toBe(name)
  }

  /** Logs out from the header's avatar menu. */
  async logoutFromMenu(): Promise<void> {
    await this.page.locator(byTestId('header-account')).click()
    await this.page.getByRole('menuitem', { name: 'Logout' }).click()
  }

  /** Signed out: the login form on the page and 'Sign In' in the header. */
  async expectSignedOut(): Promise<void> {
    await this.form.waitFor()
    expect(await this.page.locator(byTestId('header-account')).textContent()).toContain('Sign In')
  }

  /** The header's account link shows 'Sign In' (the shop runtime has loaded, no one is signed in). */
  async expectGuestHeader(): Promise<void> {
    await this.page.locator(byTestId('header-account')).waitFor()
    expect(await this.page.locator(byTestId('header-account')).textContent()).toContain('Sign In')
  }
}

export class CheckoutSteps {
  constructor(private readonly page: Page) {}

  /** Opens /checkout, where the shop runtime loads without any interaction. */
  async open(shopUrl: string): Promise<void> {
    await this.page.goto(`${shopUrl}/checkout`)
  }
}

/** The shop's steps on one page. */
export function shopOn(page: Page) {
  return { cart: new CartSteps(page), account: new AccountSteps(page), checkout: new CheckoutSteps(page) }
}
