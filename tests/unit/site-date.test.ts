import { describe, expect, it } from 'vitest'
import { siteDateInput } from '../../src/lib/site-date'

describe('siteDateInput', () => {
  const instant = Date.UTC(2026, 10, 23, 23, 30, 5) // 23:30:05 UTC, 23 November 2026

  it('gives the wall-clock time of a region time zone (Lagos is UTC+1, across midnight)', () => {
    expect(siteDateInput(instant, 'Africa/Lagos')).toEqual({
      year: 2026,
      month: 11,
      day: 24,
      hour: 0,
      minute: 30,
      second: 5,
    })
    expect(siteDateInput(instant, 'UTC')).toMatchObject({ day: 23, hour: 23 })
  })

  it('understands WordPress fixed offsets', () => {
    expect(siteDateInput(instant, 'UTC+1')).toMatchObject({ day: 24, hour: 0, minute: 30 })
    expect(siteDateInput(instant, 'UTC-5.5')).toMatchObject({ day: 23, hour: 18, minute: 0 })
  })
})
