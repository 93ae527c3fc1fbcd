import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { MAX_LINE_QUANTITY } from '../../src/config/limits'
import type { ProductDetail, ProductVariation } from '../../src/domain/catalogue'
import { MAX_LINE_QUANTITY as CART_LINE_LIMIT } from '../../src/features/cart'
import { purchaseLimit } from '../../src/features/catalogue/product/purchase-limit'
import { QuantityInput } from '../../src/features/catalogue/product/QuantityInput'
import { createI18n } from '../../src/i18n/create-i18n'

const product = (stock: Partial<ProductDetail>) =>
  ({ stockStatus: 'IN_STOCK', stockQuantity: null, ...stock }) as ProductDetail
const variation = (stock: Partial<ProductVariation>) =>
  ({ id: 7, stockStatus: 'IN_STOCK', stockQuantity: null, ...stock }) as ProductVariation

describe('one quantity limit for the product page and the cart', () => {
  it('the product page allows what the cart allows when stock is not managed (not 99)', () => {
    expect(CART_LINE_LIMIT).toBe(MAX_LINE_QUANTITY)
    expect(purchaseLimit(product({}), null, null)).toBe(MAX_LINE_QUANTITY)
    const input = (
      <I18nextProvider i18n={createI18n()}>
        <QuantityInput value={1} onChange={() => {}} />
      </I18nextProvider>
    )
    expect(renderToStaticMarkup(input)).toContain(`max="${MAX_LINE_QUANTITY}"`)
  })

  it('is the stock quantity when stock is managed (WooCommerce max_purchase_quantity), the live one first', () => {
    expect(purchaseLimit(product({ stockQuantity: 3 }), null, null)).toBe(3)
    const live = { status: 'IN_STOCK' as const, quantity: 2, variations: new Map() }
    expect(purchaseLimit(product({ stockQuantity: 3 }), null, live)).toBe(2)
    const liveVariation = {
      ...live,
      variations: new Map([[7, { status: 'IN_STOCK' as const, quantity: 4 }]]),
    }
    expect(purchaseLimit(product({}), variation({ stockQuantity: 9 }), liveVariation)).toBe(4)
    expect(purchaseLimit(product({}), variation({ stockQuantity: 9 }), null)).toBe(9)
  })

  it('takes no stock limit for backorders, and never goes below 1', () => {
    expect(purchaseLimit(product({ stockStatus: 'ON_BACKORDER', stockQuantity: 0 }), null, null)).toBe(
      MAX_LINE_QUANTITY,
    )
    expect(purchaseLimit(product({ stockQuantity: 0 }), null, null)).toBe(1)
  })
})
