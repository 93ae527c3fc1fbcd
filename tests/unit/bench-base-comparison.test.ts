import { describe, expect, it } from 'vitest'
import { resolveCommit } from '../../scripts/bench/base-build'
import { weightComparisonTable } from '../../scripts/bench/weight-comparison'

describe('npm run bench -- --base <rev>', () => {
  it('prints each page of the current build against the base, in KB of 1,000 gzip bytes, with the difference', () => {
    const table = weightComparisonTable(
      'main~3',
      new Map([
        ['home', { bytes: 105_246, scripts: 6 }],
        ['product', { bytes: 109_938, scripts: 6 }],
        ['checkout', { bytes: 158_073, scripts: 11 }],
      ]),
      new Map([
        ['home', { bytes: 98_004, scripts: 5 }],
        ['product', { bytes: 110_692, scripts: 7 }],
        ['checkout', { bytes: 158_073, scripts: 11 }],
        ['wishlist', { bytes: 101_000, scripts: 6 }],
      ]),
    )
    expect(table.split('\n')).toEqual([
      '| page | main~3 (KB) | current (KB) | difference (KB) | scripts |',
      '|---|---|---|---|---|',
      '| home | 105.2 | 98.0 | −7.2 | 6 → 5 |',
      '| product | 109.9 | 110.7 | +0.8 | 6 → 7 |',
      '| checkout | 158.1 | 158.1 | ±0.0 | 11 → 11 |',
      '| wishlist | – | 101.0 | – | 6 |',
    ])
  })

  it('names a revision that is not a commit clearly, before building anything', () => {
    expect(() => resolveCommit('no-such-branch-xyz')).toThrow(
      '--base no-such-branch-xyz: not a commit of this repository',
    )
    expect(resolveCommit('HEAD')).toMatch(/^[0-9a-f]{40}$/)
  })
})
