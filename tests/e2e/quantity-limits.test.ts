import { mkdir, readFile } from 'node:fs/promises'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'
import { inStockSimpleProducts } from './support/graphql'
import { shopOn } from './support/shop-pages'

const shopUrl = inject('shopUrl')
const graphqlUrl = inject('graphqlUrl')
const SCREENS = `${process.env.E2E_TMP || '.tmp'}/screens`
/** The cart's refusal of a typed quantity in `locale`, naming `max`. */
const refusal = async (locale: string, max: number) =>
  (
    JSON.parse(await readFile(`locales/shop/${locale}.json`, 'utf8')) as {
      cart: { quantityInvalid: string }
    }
  ).cart.quantityInvalid.replace('{{max}}', String(max))
/** The phone in French, the desktop in English. */
const RUNS = [
  ['phone', VIEWPORTS.phone, 'fr_FR'],
  ['desktop', VIEWPORTS.desktop, 'en_US'],
] as const

interface Stocked {
  slug: string
  name: string
  stockQuantity: number | null
  virtual: boolean
}

/**
 * A shipped product with few in stock, the last of them in the catalogue's order (the suites that place orders buy
 * the first ones), with its stock as the backend counts it now.
 */
async function fewInStock(): Promise<Stocked & { stockQuantity: number }> {
  const products = await inStockSimpleProducts<Stocked>(graphqlUrl)
  const few = products.filter((p) => !p.virtual && p.stockQuantity !== null && p.stockQuantity >= 3)
  return few.sort((a, b) => a.stockQuantity! - b.stockQuantity!).at(0) as Stocked & { stockQuantity: number }
}

/**
 * Issue 36: the product page allowed 11, the cart refused above 10 and its message said "up to 9,999". One rule
 * (the stock when counted, else the line limit) now bounds the product page's quantity, the cart's stepper and
 * typed quantity, and the cart's message names that number.
 */
describe('the quantity a cart line may hold', () => {
  const shopper = new Shopper()
  afterAll(() => shopper.close())

  for (const [name, viewport, locale] of RUNS)
    it(`${name}, ${locale}: the product page, the cart's stepper and its message agree on the stock`, async () => {
      const product = await fewInStock()
      const stock = product.stockQuantity
      const page = await shopper.newPage({ viewport })
      const { cart } = shopOn(page)
      await page.addInitScript((l) => localStorage.setItem('locale', l), locale)
      await page.goto(`${shopUrl}/product/${product.slug}`, { waitUntil: 'networkidle' })
      const quantity = page.locator('.product-buy-row input[type="number"]')
      const more = page.locator('.product-buy-row .quantity button').nth(1)
      // A first click asks for the live stock; then the page counts up to it and no further.
      await more.click()
      await expect.poll(() => quantity.getAttribute('max')).toBe(String(stock))
      while (!(await more.isDisabled())) await more.click()
      expect(await quantity.inputValue()).toBe(String(stock))

      await cart.add()
      await cart.expectPanelOpenWithLines()
      await cart.expectQuantity(stock)
      const line = cart.line()
      // Touching the line's quantity asks for its stock too: the cart's + stops where the page's did.
      await line.getByTestId('cart-line-qty').focus()
      await expect.poll(() => line.getByTestId('qty-increase').isDisabled()).toBe(true)

      // At once: typed key by key on a busy machine, "1" of "13" could be sent on its own.
      await line.getByTestId('cart-line-qty').fill(String(stock + 1))
      await cart.settled()
      await cart.expectQuantityRefused(stock)
      expect(await line.getByTestId('qty-error').textContent()).toBe(await refusal(locale, stock))
      expect(await page.getByTestId('cart-error').count()).toBe(0)
      await mkdir(SCREENS, { recursive: true })
      await page.screenshot({ path: `${SCREENS}/cart-quantity-limit-${name}-${locale}.png` })
    })
})
