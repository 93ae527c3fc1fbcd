import type { Page, Request } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Page objects for the shop's flows, so that a journey reads as a shopper's steps:
 * `shop.cart.add()`, `shop.cart.expectCount(1)`, `shop.account.login(…)`. Selectors live here only.
 */

const byTestId = (id: string) => `[data-testid="${id}"]`

export class CartSteps {
  /** GraphQL requests on their way (for `settled()`). */
  private inFlight = 0

  constructor(private readonly page: Page) {
    const isGraphql = (request: Request) => request.method() === 'POST' && request.url().includes('/graphql')
    page.on('request', (request) => void (isGraphql(request) && this.inFlight++))
    const done = (request: Request) => void (isGraphql(request) && this.inFlight--)
    page.on('requestfinished', done)
    page.on('requestfailed', done)
  }

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
    await this.page
      .locator(`${byTestId('cart-panel')}.is-open ${byTestId('cart-line')}`)
      .first()
      .waitFor()
  }

  /** Closes the panel by its overlay and waits until it has slid out. */
  async closeByOverlay(): Promise<void> {
    await this.page.locator(byTestId('overlay')).click({ position: { x: 10, y: 300 } })
    await this.page.waitForFunction(() => !document.querySelector('[data-testid="cart-panel"].is-open'))
    expect(await this.page.locator(byTestId('cart-panel')).getAttribute('aria-hidden')).toBe('true')
  }

  async expectSubtotal(text: string): Promise<void> {
    await this.expectText('cart-subtotal', text)
  }

  private get panel() {
    return this.page.locator(`${byTestId('cart-panel')}.is-open`)
  }

  /** The panel's line for the product named `name` (the first line without a name). */
  line(name?: string) {
    const lines = this.panel.locator(byTestId('cart-line'))
    return name
      ? lines.filter({ has: this.page.locator(byTestId('cart-line-name'), { hasText: name }) })
      : lines.first()
  }

  /** Opens the panel from the header's cart button. */
  async open(): Promise<void> {
    await this.page.locator(byTestId('cart-trigger')).click()
    await this.panel.waitFor()
  }

  /**
   * Waits past the quantity field's debounce until no GraphQL request is on its way and the panel is
   * no longer busy: the panel then shows the backend's answer.
   */
  async settled(): Promise<void> {
    await this.page.waitForTimeout(150)
    await expect.poll(() => this.inFlight, { timeout: 10_000 }).toBe(0)
    await this.page.waitForFunction(
      () => document.querySelector('[data-testid="cart-panel"]')?.getAttribute('aria-busy') === 'false',
    )
  }

  /** Types a quantity into a line's field (as a shopper would: select, type), then waits for the cart. */
  async setQuantity(quantity: number | string, name?: string): Promise<void> {
    const input = this.line(name).locator(byTestId('cart-line-qty'))
    await input.click()
    await input.press('ControlOrMeta+a')
    await input.pressSequentially(String(quantity), { delay: 20 })
    await this.settled()
  }

  /** One more (+1) or one fewer (-1) by the line's stepper. */
  async step(by: 1 | -1, name?: string): Promise<void> {
    await this.line(name)
      .locator(byTestId(by > 0 ? 'qty-increase' : 'qty-decrease'))
      .click()
    await this.settled()
  }

  async expectQuantity(quantity: number, name?: string): Promise<void> {
    const input = this.line(name).locator(byTestId('cart-line-qty'))
    await expect.poll(() => input.inputValue()).toBe(String(quantity))
  }

  /** The line's quantity field refused what was typed and shows its quantity again. */
  async expectQuantityRefused(quantity: number, name?: string): Promise<void> {
    await this.line(name).locator(byTestId('qty-error')).waitFor()
    await this.expectQuantity(quantity, name)
  }

  async removeLine(name?: string): Promise<void> {
    await this.line(name).locator(byTestId('cart-line-remove')).click()
    await this.settled()
  }

  /** Types a coupon code and applies it (the answer is awaited; it may be a refusal). */
  async applyCoupon(code: string): Promise<void> {
    await this.panel.locator(byTestId('coupon-input')).fill(code)
    await this.panel.locator(byTestId('coupon-apply')).click()
    await this.settled()
  }

  async removeCoupon(code: string): Promise<void> {
    await this.panel
      .locator(
        `${byTestId('applied-coupon')}[data-code="${code.toLowerCase()}"] ${byTestId('coupon-remove')}`,
      )
      .click()
    await this.settled()
  }

  /** The coupon field shows `message` and still holds `typed`. */
  async expectCouponError(message: string, typed: string): Promise<void> {
    await this.expectText('coupon-error', message)
    expect(await this.panel.locator(byTestId('coupon-input')).inputValue()).toBe(typed)
  }

  async expectCoupons(codes: string[]): Promise<void> {
    const chips = this.panel.locator(byTestId('applied-coupon'))
    await expect
      .poll(() => chips.evaluateAll((els) => els.map((el) => el.getAttribute('data-code'))))
      .toEqual(codes.map((code) => code.toLowerCase()))
  }

  /** Chooses a shipping method by its label (e.g. 'Local pickup'). */
  async chooseShipping(label: string): Promise<void> {
    await this.panel.locator(byTestId('shipping-method'), { hasText: label }).locator('input').check()
    await this.settled()
  }

  async expectTotal(text: string): Promise<void> {
    await this.expectText('cart-total', text)
  }

  /** The discount row shows `text` (e.g. '−₦43,950.00'); null: no discount row. */
  async expectDiscount(text: string | null): Promise<void> {
    if (text === null) {
      await expect.poll(() => this.panel.locator(byTestId('cart-discount')).count()).toBe(0)
      return
    }
    await this.expectText('cart-discount', text)
  }

  /** Subtotal, discount, shipping, tax and total as shown, in naira (0 for a missing row). */
  async totals(): Promise<Record<'subtotal' | 'discount' | 'shipping' | 'tax' | 'total', number>> {
    const read = async (id: string) => {
      const row = this.panel.locator(byTestId(id))
      if ((await row.count()) === 0) return 0
      return Number(((await row.textContent()) ?? '').replace(/[^\d.]/g, '')) || 0
    }
    return {
      subtotal: await read('cart-subtotal'),
      discount: await read('cart-discount'),
      shipping: await read('cart-shipping'),
      tax: await read('cart-tax'),
      total: await read('cart-total'),
    }
  }

  /** The empty cart, with its way back to the shop. */
  async expectEmpty(): Promise<void> {
    await this.panel.locator(byTestId('cart-empty')).waitFor()
    await this.panel.locator(byTestId('cart-browse')).waitFor()
  }

  /** Checkout is offered, or disabled while the cart is updating. */
  async expectCheckoutEnabled(enabled: boolean): Promise<void> {
    const link = this.panel.locator(byTestId('cart-checkout'))
    await expect.poll(() => link.getAttribute('aria-disabled')).toBe(String(!enabled))
  }

  private async expectText(id: string, text: string): Promise<void> {
    const element = this.panel.locator(byTestId(id))
    await expect.poll(() => element.textContent()).toBe(text)
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
