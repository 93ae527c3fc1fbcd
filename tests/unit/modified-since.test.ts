import { describe, expect, it } from 'vitest'
import { gmtMs } from '../../src/graphql/catalogue/changes'
import { pageSize } from '../../src/graphql/catalogue/page-through'

describe('gmtMs (a modification time read for --since)', () => {
  it("reads WordPress's GMT time without a zone as UTC, and an ISO time with its zone", () => {
    expect(gmtMs('2026-11-26T11:35:12')).toBe(Date.UTC(2026, 10, 26, 11, 35, 12))
    expect(gmtMs('2026-11-26T12:35:12+01:00')).toBe(Date.UTC(2026, 10, 26, 11, 35, 12))
    expect(gmtMs('2026-11-26T11:35:12Z')).toBe(Date.UTC(2026, 10, 26, 11, 35, 12))
  })

  it('gives null for a missing or unreadable time (such a product is kept, never a reason to stop)', () => {
    expect(gmtMs(null)).toBeNull()
    expect(gmtMs('')).toBeNull()
    expect(gmtMs('0000-00-00 00:00:00')).toBeNull()
  })
})

describe('pageSize', () => {
  it('never asks for more than the 100 a WPGraphQL answers, nor fewer than 1', () => {
    expect(pageSize(500)).toBe(100)
    expect(pageSize(Infinity)).toBe(100)
    expect(pageSize(24)).toBe(24)
    expect(pageSize(0)).toBe(1)
  })
})
