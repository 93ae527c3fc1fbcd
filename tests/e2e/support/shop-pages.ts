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

  /**
   * Adds the product shown to the cart and waits for the backend's answer and the header count: leaving the page
   * earlier would cut the request off in the browser while the backend may still add the line (a real WordPress takes
   * a moment, and the badge may already show earlier lines).
   */
  async add(): Promise<void> {
    const added = this.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().includes('/graphql') &&
        (response.request().postData() ?? '').includes('"operationName":"addToCart"'),
      { timeout: 20_000 },
    )
    await this.page.locator(byTestId('add-to-cart')).click()
    await added
    await this.page.locator(byTestId('cart-count')).waitFor()
  }

  /**
   * The header badge comes to show `count` (0: no badge at all), as the cart the backend answers arrives: a real
   * WordPress takes a few hundred milliseconds to answer the cart read that follows an order.
   */
  async expectCount(count: number): Promise<void> {
    const badge = this.page.locator(byTestId('cart-count'))
    const shown = async () => ((await badge.count()) ? await badge.textContent() : null)
    await expect.poll(shown, { timeout: 10_000 }).toBe(count === 0 ? null : String(count))
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

  /** 'Move to wishlist' on a line: saved on the device, gone from the cart. */
  async moveToWishlist(name?: string): Promise<void> {
    await this.line(name).getByTestId('move-to-wishlist').click()
    await this.settled()
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

/** Starts recording every text the element at `selector` shows (a busy label lasts only a moment). */
async function watchLabels(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    const element = document.querySelector(sel)!
    const w = window as unknown as { __labels: string[] }
    w.__labels = [element.textContent ?? '']
    new MutationObserver(() => {
      const text = element.textContent ?? ''
      if (w.__labels[w.__labels.length - 1] !== text) w.__labels.push(text)
    }).observe(element, { subtree: true, childList: true, characterData: true })
  }, selector)
}

async function labelsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __labels: string[] }).__labels)
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
    await this.expectHeaderName(name)
  }

  /** The header's account link shows the signed-in shopper's name (on any page). */
  async expectHeaderName(name: string): Promise<void> {
    await this.page.locator(byTestId('header-username')).waitFor()
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

  /** Opens /my-account with a query (e.g. `?action=register&redirect=%2Fcheckout`). */
  async openWith(shopUrl: string, query: string): Promise<void> {
    await this.page.goto(`${shopUrl}/my-account${query}`, { waitUntil: 'networkidle' })
  }

  /** Fills the registration form and sends it. */
  async register(fields: { username: string; email: string; password: string; confirmation?: string }) {
    const form = this.page.locator(byTestId('register-form'))
    await form.waitFor()
    await form.locator('input[name="username"]').fill(fields.username)
    await form.locator('input[name="email"]').fill(fields.email)
    await form.locator('input[name="password"]').fill(fields.password)
    await form.locator('input[name="confirmation"]').fill(fields.confirmation ?? fields.password)
    await form.locator(byTestId('register-submit')).click()
  }

  async expectRegisterError(message: string): Promise<void> {
    await this.page.locator(byTestId('register-error')).waitFor()
    expect(await this.page.locator(byTestId('register-error')).textContent()).toBe(message)
  }

  /** The login form's message names no account and links to the registration form; returns the link. */
  async expectNoAccountWithSignUpLink(message: string): Promise<string> {
    await this.page.locator(byTestId('signup-link')).waitFor()
    expect(await this.page.locator(byTestId('login-error')).textContent()).toBe(message)
    return (await this.page.locator(byTestId('signup-link')).getAttribute('href')) ?? ''
  }

  /** Sends the login form, recording every label its button shows until the answer. */
  async loginWatchingButton(username: string, password: string): Promise<string[]> {
    await this.form.locator('input[name="username"]').fill(username)
    await this.form.locator('input[name="password"]').fill(password)
    await watchLabels(this.page, byTestId('login-submit'))
    await this.form.locator(byTestId('login-submit')).click()
    return labelsSeen(this.page)
  }

  /** The page is `path` (with its query). */
  async expectAt(shopUrl: string, path: string): Promise<void> {
    await this.page.waitForURL(`${shopUrl}${path}`, { timeout: 15_000 })
  }

  /** Opens an account tab from the tab bar. */
  async openTab(tab: 'personal' | 'addresses' | 'password' | 'orders' | 'downloads' | 'wishlist') {
    await this.page.locator(byTestId(`account-tab-${tab}`)).click()
    await this.page.locator(byTestId(`account-panel-${tab}`)).waitFor()
  }

  /** Changes personal information; returns the labels the save button showed, in order. */
  async updatePersonalInfo(
    fields: Partial<Record<'firstName' | 'lastName' | 'email' | 'displayName', string>>,
  ) {
    const form = this.page.locator(byTestId('personal-info-form'))
    await form.waitFor()
    for (const [name, value] of Object.entries(fields))
      await form.locator(`input[name="${name}"]`).fill(value)
    return this.saveWatching('personal-info-save')
  }

  /** Changes the password; returns the labels the save button showed, in order. */
  async changePassword(current: string, password: string, confirmation = password) {
    const form = this.page.locator(byTestId('password-form'))
    await form.waitFor()
    await form.locator('input[name="current"]').fill(current)
    await form.locator('input[name="password"]').fill(password)
    await form.locator('input[name="confirmation"]').fill(confirmation)
    return this.saveWatching('password-save')
  }

  /** The failure's reason under a save button. */
  async saveReason(testId: string): Promise<string> {
    return (await this.page.locator(byTestId(`${testId}-reason`)).textContent()) ?? ''
  }

  private async saveWatching(testId: string): Promise<string[]> {
    const button = this.page.locator(byTestId(testId))
    await watchLabels(this.page, byTestId(testId))
    await button.click()
    await this.page.waitForFunction(
      (selector) =>
        ['updated', 'failed'].includes(document.querySelector(selector)?.getAttribute('data-state') ?? ''),
      byTestId(testId),
    )
    return labelsSeen(this.page)
  }

  /** The orders tab lists at least `count` orders; returns the first row's link. */
  async expectOrders(count: number): Promise<string> {
    await this.page.locator(byTestId('orders-list')).waitFor()
    expect(await this.page.locator(byTestId('order-row')).count()).toBeGreaterThanOrEqual(count)
    return (
      (await this.page
        .locator(`${byTestId('order-row')} a`)
        .first()
        .getAttribute('href')) ?? ''
    )
  }

  /** The downloads tab lists at least `count` files; returns the first download link's address. */
  async expectDownloads(count: number): Promise<string> {
    await this.page.locator(byTestId('downloads-list')).waitFor()
    expect(await this.page.locator(byTestId('download-row')).count()).toBeGreaterThanOrEqual(count)
    return (await this.page.locator(byTestId('download-link')).first().getAttribute('href')) ?? ''
  }

  /** Asks for a reset link on /my-account/lost-password and sees the confirmation. */
  async requestPasswordReset(shopUrl: string, login: string, confirmation: string): Promise<void> {
    await this.page.goto(`${shopUrl}/my-account/lost-password`, { waitUntil: 'networkidle' })
    const form = this.page.locator(byTestId('reset-request-form'))
    await form.waitFor()
    await form.locator('input[name="login"]').fill(login)
    await form.locator('button[type="submit"]').click()
    await this.page.locator(byTestId('reset-sent')).waitFor()
    expect(await this.page.locator(byTestId('reset-sent')).textContent()).toBe(confirmation)
  }

  /** On the mail's link: a new password twice. */
  async setNewPassword(link: string, password: string, confirmation = password): Promise<void> {
    await this.page.goto(link, { waitUntil: 'networkidle' })
    const form = this.page.locator(byTestId('new-password-form'))
    await form.waitFor()
    await form.locator('input[name="password"]').fill(password)
    await form.locator('input[name="confirmation"]').fill(confirmation)
    await form.locator('button[type="submit"]').click()
  }

  /** The reset form's message; with `offersNewLink`, the link to ask for a new one is there too. */
  async expectResetError(message: string, offersNewLink: boolean): Promise<void> {
    await this.page.locator(byTestId('reset-error')).waitFor()
    expect(await this.page.locator(byTestId('reset-error')).textContent()).toBe(message)
    expect(await this.page.locator(byTestId('request-new-link')).count()).toBe(offersNewLink ? 1 : 0)
  }

  /** Social login: the provider's button, then its consent page (approve with an account, or cancel). */
  async socialLogin(decision: { approveAs: { login: string; password: string } } | 'cancel'): Promise<void> {
    await this.page.locator(byTestId('social-login')).first().click()
    await this.page.locator('form[action="/oauth/authorize"]').waitFor()
    if (decision === 'cancel') {
      await this.page.getByRole('button', { name: 'Cancel' }).click()
      return
    }
    await this.page.locator('#login').fill(decision.approveAs.login)
    await this.page.locator('#password').fill(decision.approveAs.password)
    await this.page.getByRole('button', { name: 'Approve and continue' }).click()
  }

  async expectOAuthError(message: string): Promise<void> {
    await this.page.locator(byTestId('oauth-error')).waitFor({ timeout: 15_000 })
    expect(await this.page.locator(byTestId('oauth-error')).textContent()).toBe(message)
  }

  /** Switches the interface language with the footer's switcher. */
  async switchLanguage(locale: string): Promise<void> {
    await this.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const switcher = this.page.locator('[data-testid="language-switcher"]')
    await switcher.waitFor()
    await switcher.selectOption(locale)
    await this.page.waitForFunction((l) => document.documentElement.lang === l.replace('_', '-'), locale)
    await this.page.evaluate(() => window.scrollTo(0, 0))
  }

  /** The header's account link shows 'Sign In' (the shop runtime has loaded, no one is signed in). */
  async expectGuestHeader(): Promise<void> {
    await this.page.locator(byTestId('header-account')).waitFor()
    expect(await this.page.locator(byTestId('header-account')).textContent()).toContain('Sign In')
  }
}

/** A billing or shipping address as the shopper types it (country and state are codes: 'NG', 'LA'). */
export interface AddressDetails {
  firstName?: string
  lastName?: string
  company?: string
  country?: string
  address1?: string
  address2?: string
  city?: string
  state?: string
  postcode?: string
  phone?: string
  email?: string
}

const SELECTS = ['country', 'state']

export class CheckoutSteps {
  constructor(private readonly page: Page) {}

  /** Opens /checkout, where the shop runtime loads without any interaction. */
  async open(shopUrl: string): Promise<void> {
    await this.page.goto(`${shopUrl}/checkout`)
  }

  /** Opens /checkout and waits for the form (the cart has loaded and is not empty). */
  async openForm(shopUrl: string): Promise<void> {
    await this.open(shopUrl)
    await this.form.waitFor({ timeout: 15_000 })
  }

  private get form() {
    return this.page.locator(byTestId('checkout-form'))
  }

  private field(kind: 'billing' | 'shipping', name: string) {
    return this.page.locator(`#checkout-${kind}-${name}`)
  }

  private async fillAddress(kind: 'billing' | 'shipping', details: AddressDetails): Promise<void> {
    // The country first: it decides whether the state is a select, and clears it.
    const entries = Object.entries(details).sort(
      ([a], [b]) => Number(b === 'country') - Number(a === 'country'),
    )
    for (const [name, value] of entries) {
      const control = this.field(kind, name)
      if (SELECTS.includes(name) && (await control.evaluate((el) => el.tagName)) === 'SELECT')
        await control.selectOption(value as string)
      else await control.fill(value as string)
    }
    await this.settled()
  }

  /** Types the billing details (only the fields given), then waits for the shipping rates to follow. */
  async fillBilling(details: AddressDetails): Promise<void> {
    await this.fillAddress('billing', details)
  }

  /** Ticks "Ship to a different address?" and types the shipping address. */
  async fillShipping(details: AddressDetails): Promise<void> {
    await this.page.locator(byTestId('ship-to-different')).check()
    await this.fillAddress('shipping', details)
  }

  async fillNote(note: string): Promise<void> {
    await this.page.locator('#checkout-customerNote').fill(note)
  }

  /** Chooses a shipping method of the order review by its label (e.g. 'Local pickup'). */
  async chooseShipping(label: string): Promise<void> {
    await this.page
      .locator(`${byTestId('order-review')} ${byTestId('shipping-method')}`, { hasText: label })
      .locator('input')
      .check()
    await this.settled()
  }

  /** The shipping methods offered, by label. */
  async shippingLabels(): Promise<string[]> {
    return this.page
      .locator(`${byTestId('order-review')} .shipping-method-label`)
      .evaluateAll((els) => els.map((el) => el.textContent ?? ''))
  }

  /** Chooses a payment option by its title (e.g. 'Cash on delivery'). */
  async choosePayment(title: string): Promise<void> {
    const titled = this.page.locator('.payment-option-title', { hasText: new RegExp(`^${title}$`) })
    await this.page.locator(byTestId('payment-option')).filter({ has: titled }).locator('input').check()
  }

  /** Presses Place order (what follows is the caller's to expect). */
  async placeOrder(): Promise<void> {
    await this.page.locator(byTestId('place-order')).click()
  }

  /**
   * Chooses the card gateway (Paystack's, whatever the shop titled it: "Credit card" here, woo-paystack's
   * "Debit/Credit Cards" on a real shop) and presses Place order: the provider's payment popup opens over the checkout.
   */
  async payByCard(): Promise<PaymentPopupSteps> {
    await this.page.locator(`${byTestId('payment-option')}[data-id="paystack"] input`).check()
    await this.placeOrder()
    const popup = new PaymentPopupSteps(this.page)
    await popup.waitOpen()
    return popup
  }

  /** The note shown after the shopper closed the payment popup (role=status, not an error). */
  async expectNote(message: string): Promise<void> {
    const note = this.page.locator(`${byTestId('checkout-note')}[role="status"]`)
    await note.waitFor({ timeout: 15_000 })
    expect(await note.textContent()).toBe(message)
  }

  /** A shopper's impatient double click on Place order. */
  async doubleClickPlaceOrder(): Promise<void> {
    await this.page.locator(byTestId('place-order')).dblclick()
  }

  /** Waits for the order-received page's URL and returns the order's id and key. */
  async expectOrderReceived(): Promise<{ id: number; key: string }> {
    await this.page.waitForURL(/\/checkout\/order-received\/\d+\?key=wc_order_\w+$/, { timeout: 15_000 })
    const url = new URL(this.page.url())
    return { id: Number(url.pathname.split('/').pop()), key: url.searchParams.get('key') ?? '' }
  }

  /** Waits until the order review shows the rates and totals of the address typed. */
  async settled(): Promise<void> {
    await this.page.waitForFunction(() => {
      const review = document.querySelector('[data-testid="order-review"]')
      const button = document.querySelector<HTMLButtonElement>('[data-testid="place-order"]')
      return review?.getAttribute('aria-busy') === 'false' && button && !button.disabled
    })
  }

  /** The value a field holds now (`billing.city`, `shipping.state`, `customerNote`, …). */
  async value(path: string): Promise<string> {
    return this.page.locator(`#checkout-${path.replace('.', '-')}`).inputValue()
  }

  /** A field shows `message`, is marked invalid and points at it with aria-describedby. */
  async expectFieldError(path: string, message: string): Promise<void> {
    const id = `checkout-${path.replace('.', '-')}`
    const error = this.page.locator(`#${id}-error`)
    await error.waitFor()
    expect(await error.textContent()).toBe(message)
    const control = this.page.locator(`#${id}`)
    expect(await control.getAttribute('aria-invalid')).toBe('true')
    expect(await control.getAttribute('aria-describedby')).toBe(`${id}-error`)
  }

  /** The messages under the fields, in the order shown. */
  async fieldErrors(): Promise<string[]> {
    return this.form
      .locator(byTestId('field-error'))
      .evaluateAll((els) => els.map((el) => el.textContent ?? ''))
  }

  /** The id of the control that has the focus. */
  async focusedId(): Promise<string> {
    return this.page.evaluate(() => document.activeElement?.id ?? '')
  }

  /** The backend's refusal is shown (role=alert). */
  async expectFailure(message: string): Promise<void> {
    const alert = this.page.locator(`${byTestId('checkout-error')}[role="alert"]`)
    await alert.waitFor({ timeout: 15_000 })
    expect(await alert.textContent()).toBe(message)
  }

  /** The place-order button's label now. */
  async buttonLabel(): Promise<string> {
    return (await this.page.locator(byTestId('place-order')).textContent()) ?? ''
  }

  /** The order review's total (e.g. '₦3,762.50'). */
  async total(): Promise<string> {
    return (
      (await this.page.locator(`${byTestId('order-review')} ${byTestId('cart-total')}`).textContent()) ?? ''
    )
  }

  async expectShippingTotal(text: string): Promise<void> {
    const cell = this.page.locator(`${byTestId('order-review')} ${byTestId('cart-shipping')}`)
    await expect.poll(() => cell.textContent()).toBe(text)
  }
}

/**
 * The card provider's checkout as Paystack's SDK shows it: the SDK's own iframe (`<checkout>/popup?precheckout=true`)
 * over the shop, here the payment simulator's page.
 */
export class PaymentPopupSteps {
  constructor(private readonly page: Page) {}

  private static readonly FRAME = 'iframe[src*="/popup?precheckout=true"]'

  private get frame() {
    return this.page.frameLocator(PaymentPopupSteps.FRAME)
  }

  /** The checkout is shown with a transaction loaded (the SDK's frame is visible and the sheet filled in). */
  async waitOpen(): Promise<void> {
    await this.page.locator(PaymentPopupSteps.FRAME).waitFor({ state: 'visible', timeout: 15_000 })
    await this.frame.locator('button[data-outcome="success"]').waitFor({ state: 'visible', timeout: 15_000 })
  }

  /** The amount on the popup's Pay button (e.g. 'Pay ₦3,762.50'). */
  async payLabel(): Promise<string> {
    return (await this.frame.locator('button[data-outcome="success"]').textContent())?.trim() ?? ''
  }

  /** The transaction's reference, as the provider's page holds it. */
  async reference(): Promise<string> {
    return (await this.frame.locator('body').getAttribute('data-reference')) ?? ''
  }

  async approve(): Promise<void> {
    await this.frame.locator('button[data-outcome="success"]').click()
  }

  async cancel(): Promise<void> {
    await this.frame.locator('button[data-outcome="abandoned"]').click()
  }

  async bankTransfer(): Promise<void> {
    await this.frame.locator('button[data-outcome="pending"]').click()
  }

  /** The card is refused: the provider's page says why and stays open. */
  async decline(): Promise<string> {
    await this.frame.locator('button[data-outcome="failed"]').click()
    // The sheet says "Processing…" while the charge is on its way; the answer replaces it.
    const status = this.frame
      .locator('[role="status"], [role="alert"]')
      .filter({ hasText: /\S/, hasNotText: /^\s*Processing/ })
      .first()
    await status.waitFor({ timeout: 10_000 })
    return (await status.textContent())?.trim() ?? ''
  }

  /** The SDK has hidden its checkout frame. */
  async expectClosed(): Promise<void> {
    await expect.poll(() => this.page.locator(PaymentPopupSteps.FRAME).isVisible()).toBe(false)
  }
}

export class OrderSteps {
  constructor(private readonly page: Page) {}

  /** Opens an order link (`/checkout/order-received/{id}?key=…`, `/order-summary/{id}`), which loads the shop at once. */
  async open(shopUrl: string, path: string): Promise<void> {
    await this.page.goto(shopUrl + path)
  }

  /** The status pill of the receipt (e.g. 'Processing', 'Pending payment'). */
  async status(): Promise<string> {
    return (await this.page.locator(byTestId('order-status')).textContent()) ?? ''
  }

  /** Whether the receipt says the order is awaiting payment. */
  async awaitingPayment(): Promise<string | null> {
    const note = this.page.locator(byTestId('order-awaiting-payment'))
    return (await note.count()) ? await note.textContent() : null
  }

  /** The receipt of order `id` is shown, with the thank-you heading when `received`. */
  async expectReceipt(id: number, options: { received: boolean }): Promise<void> {
    const receipt = this.page.locator(byTestId('order-receipt'))
    await receipt.waitFor({ timeout: 15_000 })
    expect(await receipt.getAttribute('data-order-id')).toBe(String(id))
    expect(await this.page.locator(byTestId('order-thanks')).count()).toBe(options.received ? 1 : 0)
    if (options.received)
      expect(await this.page.locator(byTestId('order-thanks')).textContent()).toBe(
        'Thank you. Your order has been received.',
      )
  }

  /** A totals row of the receipt (`subtotal`, `discount`, `shipping`, `tax`, `grand-total`) shows `amount`. */
  async expectTotal(row: string, amount: string): Promise<void> {
    const cell = this.page.locator(`${byTestId(`order-${row}`)} td`)
    expect(await cell.textContent()).toBe(amount)
  }

  /** The receipt's lines as "name × quantity" with their attributes. */
  async lines(): Promise<string[]> {
    return this.page
      .locator(byTestId('order-line'))
      .evaluateAll((rows) =>
        rows.map((row) =>
          ((row.querySelector('td') as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim(),
        ),
      )
  }

  /** The shop could not be reached: a message and a retry button instead of an endless loading line. */
  async expectLoadFailed(): Promise<void> {
    await this.page.locator(byTestId('order-failed')).waitFor({ timeout: 15_000 })
    expect(await this.page.locator(byTestId('order-loading')).count()).toBe(0)
  }

  async retry(): Promise<void> {
    await this.page.locator(byTestId('order-failed')).getByRole('button').click()
  }

  async expectNotFound(): Promise<void> {
    await this.page.locator(byTestId('order-not-found')).waitFor({ timeout: 15_000 })
    expect(await this.page.locator(byTestId('order-not-found')).textContent()).toContain(
      'We could not find your order. Please try again later.',
    )
    expect(await this.page.locator(byTestId('order-receipt')).count()).toBe(0)
  }
}

/** The shop's steps on one page. */
export function shopOn(page: Page) {
  return {
    cart: new CartSteps(page),
    account: new AccountSteps(page),
    checkout: new CheckoutSteps(page),
    payment: new PaymentPopupSteps(page),
    order: new OrderSteps(page),
  }
}
