import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { Progress } from '../../scripts/prerender/progress'

describe('the prerender’s progress line', () => {
  it('shows fetching and rendering apart, and the time left of the slower side', () => {
    let now = 0
    const lines: string[] = []
    const out = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk).trim()), done()) })
    const progress = new Progress('prerender', out, 5000, () => now)
    progress.expect(10_912)
    now = 10_000
    for (let i = 0; i < 800; i++) progress.pageDone()
    // 10 s in: 1,000 of 10,000 products fetched (100/s, 90 s left), 800 pages rendered (80/s, 126 s left).
    progress.fetched({ products: 1000, expected: 10_000, inFlight: 4 })
    expect(progress.line()).toBe(
      'prerender: fetched 1,000/10,000 products (100/s, 4 requests in flight) · rendered 800/10,912 pages (80/s) · ~127 s left',
    )
    now = 12_000
    progress.fetched({ products: 6000, expected: 10_000, inFlight: 3 })
    // Rendering stays the slower side: 10,112 pages left at 67/s, against 4,000 products at 500/s.
    expect(progress.line()).toContain('(500/s, 3 requests in flight)')
    expect(progress.line()).toContain('~152 s left')
    // Printed at most once per interval.
    expect(lines).toHaveLength(1)
    expect(progress.summary()).toBe('prerender: 800 pages in 12.0 s (67 pages/s)')
  })
})
