import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import type { ProductDetail, ProductVariation } from '../../src/domain/catalogue'
import { VariationPicker } from '../../src/features/catalogue/product/VariationPicker'
import { createI18n } from '../../src/i18n/create-i18n'

const variation = (id: number, color: string, inStock: boolean): ProductVariation => ({
  id,
  name: color,
  prices: { price: [id], regular: [id], sale: [] },
  stockStatus: inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
  stockQuantity: null,
  image: null,
  attributes: [{ name: 'pa_color', value: color }],
})

const product = {
  type: 'VARIABLE',
  attributes: [
    {
      name: 'pa_color',
      label: 'Colour',
      options: [
        { value: 'black', label: 'Black' },
        { value: 'silver', label: 'Silver' },
      ],
      variation: true,
      visible: true,
    },
  ],
  defaultAttributes: [],
  variations: [variation(1, 'black', false), variation(2, 'silver', true)],
} as unknown as ProductDetail

describe('the variation picker', () => {
  it('marks an out-of-stock swatch visibly and in its accessible name, and leaves it choosable', () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={createI18n()}>
        <VariationPicker product={product} selection={{ pa_color: 'silver' }} onChoose={() => {}} />
      </I18nextProvider>,
    )
    const black = html.match(/<button[^>]*data-testid="option-pa_color-black"[^>]*>.*?<\/button>/)?.[0] ?? ''
    const silver =
      html.match(/<button[^>]*data-testid="option-pa_color-silver"[^>]*>.*?<\/button>/)?.[0] ?? ''
    expect(black).toContain('is-out-of-stock')
    expect(black).toContain('<span class="visually-hidden"> (Out of stock)</span>')
    expect(black).not.toContain('disabled')
    expect(silver).not.toContain('is-out-of-stock')
    expect(silver).not.toContain('Out of stock')
  })
})
