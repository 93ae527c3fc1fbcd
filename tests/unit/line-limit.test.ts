import { describe, expect, it } from 'vitest'
import { MAX_LINE_QUANTITY as BACKEND_LINE_LIMIT } from '../../backend/src/index'
import { MAX_LINE_QUANTITY } from '../../src/config/limits'
import { parseQuantity } from '../../src/features/cart'
import { lineLimit } from '../../src/lib/line-limit'

describe('the most one cart line may hold', () => {
  it('is the counted stock, else the line limit; never below 1', () => {
    expect(lineLimit({ status: 'IN_STOCK', quantity: 10 })).toBe(10)
    expect(lineLimit({ status: 'IN_STOCK', quantity: null })).toBe(MAX_LINE_QUANTITY)
    expect(lineLimit({ status: 'ON_BACKORDER', quantity: 3 })).toBe(MAX_LINE_QUANTITY)
    expect(lineLimit({ status: 'IN_STOCK', quantity: 0 })).toBe(1)
    expect(lineLimit({ status: 'IN_STOCK', quantity: 50_000 })).toBe(MAX_LINE_QUANTITY)
  })

  it('bounds a typed quantity: up to the line’s limit and no further', () => {
    expect(parseQuantity('10', 10)).toEqual({ ok: true, quantity: 10 })
    expect(parseQuantity('11', 10)).toEqual({ ok: false, empty: false })
    expect(parseQuantity(String(MAX_LINE_QUANTITY))).toEqual({ ok: true, quantity: MAX_LINE_QUANTITY })
    expect(parseQuantity(String(MAX_LINE_QUANTITY + 1))).toEqual({ ok: false, empty: false })
  })

  // The embedded backend stands in for WooCommerce in its own workspace and keeps its own copy of the limit.
  it('is the limit the embedded backend refuses above', () => {
    expect(BACKEND_LINE_LIMIT).toBe(MAX_LINE_QUANTITY)
  })
})
