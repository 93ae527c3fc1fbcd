import { describe, expect, it } from 'vitest'
import type { ProductDetail, ProductVariation, StockStatus } from '../../src/domain/catalogue'
import { initialSelection } from '../../src/features/catalogue/product/initial-selection'
import { isOptionInStock, liveStockOf } from '../../src/features/catalogue/product/variation-stock'

/** Issue 24, point 8: a variable product opened on an out-of-stock colour while others were in stock. */
const variation = (id: number, color: string, ram: string, stockStatus: StockStatus): ProductVariation => ({
  id,
  name: `${color} ${ram}`,
  prices: { price: [id], regular: [id], sale: [] },
  stockStatus,
  stockQuantity: null,
  image: null,
  attributes: [
    { name: 'pa_color', value: color },
    { name: 'pa_ram', value: ram },
  ],
})

const options = (...values: string[]) => values.map((value) => ({ value, label: value }))
const product = (variations: ProductVariation[]) =>
  ({
    type: 'VARIABLE',
    attributes: [
      {
        name: 'pa_color',
        label: 'Colour',
        options: options('black', 'silver'),
        variation: true,
        visible: true,
      },
      { name: 'pa_ram', label: 'RAM', options: options('32gb', '64gb'), variation: true, visible: true },
    ],
    defaultAttributes: [
      { name: 'pa_color', value: 'black' },
      { name: 'pa_ram', value: '32gb' },
    ],
    variations,
  }) as unknown as ProductDetail

describe('the selection a variable product opens on', () => {
  it('is the default attributes when that variation is in stock', () => {
    const p = product([variation(1, 'black', '32gb', 'IN_STOCK'), variation(2, 'silver', '32gb', 'IN_STOCK')])
    expect(initialSelection(p, '')).toEqual({ pa_color: 'black', pa_ram: '32gb' })
  })

  it('is the first in-stock variation when the default one is out of stock', () => {
    const p = product([
      variation(1, 'black', '32gb', 'OUT_OF_STOCK'),
      variation(2, 'black', '64gb', 'OUT_OF_STOCK'),
      variation(3, 'silver', '64gb', 'IN_STOCK'),
    ])
    expect(initialSelection(p, '')).toEqual({ pa_color: 'silver', pa_ram: '64gb' })
  })

  it('counts a variation on backorder as buyable', () => {
    const p = product([
      variation(1, 'black', '32gb', 'ON_BACKORDER'),
      variation(2, 'silver', '32gb', 'IN_STOCK'),
    ])
    expect(initialSelection(p, '')).toEqual({ pa_color: 'black', pa_ram: '32gb' })
  })

  it("keeps the URL's choice, completing it with an in-stock variation", () => {
    const p = product([
      variation(1, 'silver', '32gb', 'OUT_OF_STOCK'),
      variation(2, 'silver', '64gb', 'IN_STOCK'),
      variation(3, 'black', '32gb', 'IN_STOCK'),
    ])
    expect(initialSelection(p, '?pa_color=silver')).toEqual({ pa_color: 'silver', pa_ram: '64gb' })
    // A complete choice in the URL is the shopper's (a shared link), in stock or not.
    expect(initialSelection(p, '?pa_color=silver&pa_ram=32gb')).toEqual({
      pa_color: 'silver',
      pa_ram: '32gb',
    })
  })

  it('stays on the defaults when nothing is in stock', () => {
    const p = product([
      variation(1, 'black', '32gb', 'OUT_OF_STOCK'),
      variation(2, 'silver', '32gb', 'OUT_OF_STOCK'),
    ])
    expect(initialSelection(p, '')).toEqual({ pa_color: 'black', pa_ram: '32gb' })
  })
})

describe('out-of-stock options', () => {
  const p = product([
    variation(1, 'black', '32gb', 'OUT_OF_STOCK'),
    variation(2, 'black', '64gb', 'IN_STOCK'),
    variation(3, 'silver', '32gb', 'IN_STOCK'),
  ])

  it('are those whose every variation, with the other choices kept, is out of stock', () => {
    expect(isOptionInStock(p, { pa_ram: '32gb' }, 'pa_color', 'black')).toBe(false)
    expect(isOptionInStock(p, { pa_ram: '64gb' }, 'pa_color', 'black')).toBe(true)
    expect(isOptionInStock(p, {}, 'pa_color', 'black')).toBe(true)
    expect(isOptionInStock(p, { pa_color: 'black' }, 'pa_ram', '32gb')).toBe(false)
  })

  it('follow the live stock reading over the prerendered one', () => {
    const live = {
      status: 'IN_STOCK' as const,
      quantity: null,
      variations: new Map([[1, { status: 'IN_STOCK' as const, quantity: 3 }]]),
    }
    expect(isOptionInStock(p, { pa_ram: '32gb' }, 'pa_color', 'black', liveStockOf(live))).toBe(true)
  })
})
