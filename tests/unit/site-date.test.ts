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

  it('understands the admin list’s fixed offsets', () => {
    expect(siteDateInput(instant, 'UTC+1')).toMatchObject({ day: 24, hour: 0, minute: 30 })
    expect(siteDateInput(instant, 'UTC-5.5')).toMatchObject({ day: 23, hour: 18, minute: 0 })
  })

  // WPGraphQL 2.18 answers wp_timezone_string() when no city is set: WordPress's default is "+00:00".
  it('understands wp_timezone_string() offsets, WordPress’s default "+00:00" among them', () => {
    expect(siteDateInput(instant, '+00:00')).toMatchObject({ day: 23, hour: 23, minute: 30, second: 5 })
    expect(siteDateInput(instant, '+05:30')).toMatchObject({ day: 24, hour: 5, minute: 0 })
    expect(siteDateInput(instant, '-09:30')).toMatchObject({ day: 23, hour: 14, minute: 0 })
    expect(siteDateInput(instant, '+01:00')).toEqual(siteDateInput(instant, 'Africa/Lagos'))
  })

  it('reads an empty time zone as UTC', () => {
    expect(siteDateInput(instant, '')).toMatchObject({ day: 23, hour: 23 })
  })

  it('names a time zone it cannot read instead of guessing', () => {
    expect(() => siteDateInput(instant, 'Mars/Olympus')).toThrow(/"Mars\/Olympus".*UTC offset/)
  })
})
