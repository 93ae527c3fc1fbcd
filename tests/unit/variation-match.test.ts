import { describe, expect, it } from 'vitest'
import type { ProductDetail, ProductVariation } from '../../src/domain/catalogue'
import {
  findVariation,
  isOptionPossible,
  selectionSearch,
} from '../../src/features/catalogue/product/variation-match'
import { initialSelection } from '../../src/features/catalogue/product/initial-selection'

const variation = (id: number, color: string, ram: string): ProductVariation => ({
  id,
  name: `${color} ${ram}`,
  prices: { price: [id], regular: [id], sale: [] },
  stockStatus: 'IN_STOCK',
  stockQuantity: null,
  image: null,
  attributes: [
    { name: 'pa_color', value: color },
    { name: 'RAM', value: ram },
  ],
})

const product = {
  attributes: [
    {
      name: 'pa_color',
      label: 'Color',
      options: [
        { value: 'black', label: 'Black' },
        { value: 'silver', label: 'Silver' },
      ],
      variation: true,
      visible: true,
    },
    {
      name: 'RAM',
      label: 'RAM',
      options: [
        { value: '32GB', label: '32GB' },
        { value: '64GB', label: '64GB' },
      ],
      variation: true,
      visible: true,
    },
    { name: 'CPU', label: 'CPU', options: [{ value: 'X', label: 'X' }], variation: false, visible: true },
  ],
  defaultAttributes: [
    { name: 'pa_color', value: 'black' },
    { name: 'RAM', value: '32GB' },
  ],
  variations: [variation(1, 'black', '32GB'), variation(2, 'black', '64GB'), variation(3, 'silver', '32GB')],
} as unknown as ProductDetail

describe('variation matching', () => {
  it('finds the variation of a complete selection, ignoring pa_ prefixes and case', () => {
    expect(findVariation(product, { pa_color: 'silver', RAM: '32GB' })?.id).toBe(3)
    expect(findVariation(product, { pa_color: 'Black', RAM: '64gb' })?.id).toBe(2)
  })

  it('returns null while a choice is missing or the combination does not exist', () => {
    expect(findVariation(product, { pa_color: 'silver' })).toBeNull()
    expect(findVariation(product, { pa_color: 'silver', RAM: '64GB' })).toBeNull()
  })

  it('marks impossible options', () => {
    expect(isOptionPossible(product, { pa_color: 'silver' }, 'RAM', '64GB')).toBe(false)
    expect(isOptionPossible(product, { pa_color: 'black' }, 'RAM', '64GB')).toBe(true)
  })

  it('treats an empty variation value as any value', () => {
    const any = {
      ...product,
      variations: [
        {
          ...variation(9, 'silver', ''),
          attributes: [
            { name: 'pa_color', value: 'silver' },
            { name: 'RAM', value: '' },
          ],
        },
      ],
    }
    expect(findVariation(any as ProductDetail, { pa_color: 'silver', RAM: '64GB' })?.id).toBe(9)
  })

  it('starts from the URL, else from the default attributes, ignoring invalid values', () => {
    expect(initialSelection(product, '')).toEqual({ pa_color: 'black', RAM: '32GB' })
    expect(initialSelection(product, '?attribute_pa_color=silver&attribute_ram=64GB')).toEqual({
      pa_color: 'silver',
      RAM: '64GB',
    })
    expect(initialSelection(product, '?pa_color=gold')).toEqual({ pa_color: 'black', RAM: '32GB' })
  })

  it('writes the selection into the query and keeps other parameters', () => {
    expect(selectionSearch(product, { pa_color: 'silver', RAM: '32GB' }, '?ref=x&pa_color=black')).toBe(
      '?ref=x&pa_color=silver&attribute_ram=32GB',
    )
    expect(selectionSearch(product, {}, '?pa_color=black')).toBe('')
  })
})
