import { describe, expect, it } from 'vitest'
import { OperationTimes } from '../../scripts/bench/shop-costs/operation-times'

describe('the timing proxy’s table', () => {
  it('sums each operation’s requests, products and time, slowest first, with the most in flight at once', () => {
    let clock = 0
    const times = new OperationTimes(() => clock)
    const ids = times.start('getListingIds')
    const bulkA = times.start('getProductPagesBulk')
    clock = 100
    ids(100)
    const bulkB = times.start('getProductPagesBulk')
    clock = 400
    bulkA(100)
    clock = 500
    bulkB(60)
    const table = times.table()
    const rows = table.split('\n').filter((line) => /^\| get/.test(line))
    expect(rows).toEqual([
      '| getProductPagesBulk | 2 | 160 | 0.8 | 400 | 5.0 |',
      '| getListingIds | 1 | 100 | 0.1 | 100 | 1.0 |',
    ])
    expect(table).toContain('0.5 s from the first request to the last answer; at most 2 requests in flight')
  })

  it('starts afresh after a report', () => {
    const times = new OperationTimes(() => 0)
    times.start('getSiteSettings')(0)
    times.reset()
    expect(times.table()).not.toContain('getSiteSettings')
  })
})
