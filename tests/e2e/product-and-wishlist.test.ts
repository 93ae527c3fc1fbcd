import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'

const shopUrl = inject('shopUrl')

interface IndexedProduct {
  slug: string
  type: string
}

async function productOfType(type: string): Promise<string> {
  const ids = (await (await fetch(`${shopUrl}/builds/latest.json`)).json()) as { id: string }
  const meta = (await (await fetch(`${shopUrl}/builds/meta/${ids.id}.json`)).json()) as {
    prerendered: string[]
  }
  for (const route of meta.prerendered.filter((r) => r.startsWith('/product/'))) {
    const payload = (await (await fetch(`${shopUrl}${route}/_payload.json`)).json()) as {
      product: IndexedProduct
    }
    if (payload.product.type === type) return route
  }
  throw new Error(`No ${type} product in the build`)
}

describe('product detail and wishlist', () => {
  const shopper = new Shopper()
  let variablePath: string
  beforeAll(async () => {
    variablePath = await productOfType('VARIABLE')
  })
  afterAll(() => shopper.close())

  it('picks a variable product to a variation (kept in the URL) and adds it to the cart', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.phone })
    await page.goto(shopUrl + variablePath, { waitUntil: 'networkidle' })
    const options = page.locator('.variation-attribute').first().locator('.variation-option:not([disabled])')
    const last = options.last()
    const value = (await last.getAttribute('data-testid'))!.replace(/^option-[^-]+-/, '')
    await last.click()
    await page.waitForURL((url) => url.search.includes(value))
    expect(await last.getAttribute('aria-pressed')).toBe('true')
    const button = page.getByTestId('add-to-cart')
    expect(await button.isEnabled()).toBe(true)
    await button.click()
    await page.getByTestId('cart-count').waitFor()
    expect(await page.getByTestId('cart-count').textContent()).toBe('1')

    // The choice survives a reload (it is in the URL).
    await page.reload({ waitUntil: 'networkidle' })
    await page.waitForFunction(
      (v) => document.querySelector(`[data-testid$="-${v}"]`)?.getAttribute('aria-pressed') === 'true',
      value,
    )
  })

  it('keeps a guest wishlist on the device', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    await page.goto(`${shopUrl}/products`, { waitUntil: 'networkidle' })
    const firstCard = page.getByTestId('product-card').first()
    const name = await firstCard.locator('.product-card-name').textContent()
    await firstCard.getByTestId('wishlist-button').click()
    expect(await firstCard.getByTestId('wishlist-button').getAttribute('aria-pressed')).toBe('true')
    await page.goto(`${shopUrl}/wishlist`, { waitUntil: 'networkidle' })
    await page.getByTestId('wishlist-items').waitFor()
    expect(await page.locator('.product-card-name').allTextContents()).toEqual([name])
    await page.getByTestId('wishlist-button').click()
    await page.getByTestId('wishlist-empty').waitFor()
  })
})
