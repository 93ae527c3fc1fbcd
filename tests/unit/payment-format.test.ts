import { describe, expect, it } from 'vitest'
import { formatAmount, planLabel, toMajorUnits } from '../../src/features/payment/amounts'
import { createDeprecationNotices } from '../../src/features/payment/deprecations'
import { OPEN_IFRAME_DEPRECATED, SETUP_DEPRECATED } from '../../src/features/payment/messages'
import { createPopupId, POPUP_ID_PATTERN } from '../../src/features/payment/popup-id'
import {
  CLOSE_ANIMATION_MS,
  isClosingTap,
  SHOW_DELAY_MS,
  TOUCH_CLOSE_WINDOW_MS,
} from '../../src/features/payment/popup-timing'
import { referrerFor } from '../../src/features/payment/referrer'

describe('amounts', () => {
  it.each<[number | string, string]>([
    [0, '0.00'],
    [1, '0.01'],
    [150000, '1500.00'],
    [123456789, '1234567.89'],
    ['2550', '25.50'],
  ])('%s minor units → %s', (minor, major) => expect(toMajorUnits(minor)).toBe(major))

  it.each<[number, string, string]>([
    [150000, 'NGN', 'NGN 1500.00'],
    [99, 'usd', 'USD 0.99'],
    [100, ' ghs ', 'GHS 1.00'],
  ])('%s %s → %s', (minor, currency, shown) => expect(formatAmount(minor, currency)).toBe(shown))

  it.each([['NG'], ['NAIRA'], ['₦'], ['']])('refuses the currency %j', (currency) => {
    expect(() => formatAmount(100, currency)).toThrow(TypeError)
  })

  it('refuses an amount that is not a number', () => expect(() => toMajorUnits('12a')).toThrow(TypeError))
})

describe('plan labels', () => {
  it.each([
    ['biannually', 'BIANNUAL PLAN'],
    ['annually', 'ANNUAL PLAN'],
    ['Annually', 'ANNUAL PLAN'],
    ['monthly', 'MONTHLY PLAN'],
    ['weekly', 'WEEKLY PLAN'],
    ['quarterly', 'QUARTERLY PLAN'],
    ['daily', 'DAILY PLAN'],
    ['hourly', 'HOURLY PLAN'],
  ])('%s → %s', (interval, label) => expect(planLabel(interval)).toBe(label))
})

describe('referrer', () => {
  const origin = 'https://shop.example/checkout'
  it.each<[string, string, string]>([
    ['short stays whole', `${origin}?a=1#x`, `${origin}?a=1#x`],
    ['exactly 500 stays whole', `${origin}?q=${'a'.repeat(500 - origin.length - 3)}`, 'same'],
    ['501 loses the query', `${origin}?q=${'a'.repeat(501 - origin.length - 3)}`, origin],
    ['long fragment is dropped', `${origin}#${'f'.repeat(600)}`, origin],
    ['long with query and fragment', `${origin}?q=${'a'.repeat(600)}#top`, origin],
  ])('%s', (_name, href, expected) => {
    expect(referrerFor(href)).toBe(expected === 'same' ? href : expected)
  })

  it('a long path without a query is kept (nothing to strip)', () => {
    const href = `https://shop.example/${'p'.repeat(600)}`
    expect(referrerFor(href)).toBe(href)
  })
})

describe('popup id and timing', () => {
  it('is 5 letters or digits', () => {
    for (let i = 0; i < 200; i += 1) expect(createPopupId()).toMatch(POPUP_ID_PATTERN)
  })

  it('covers both ends of the alphabet', () => {
    expect(createPopupId(() => 0)).toBe('AAAAA')
    expect(createPopupId(() => 0.999999)).toBe('99999')
  })

  it('differs between popups', () => {
    expect(new Set(Array.from({ length: 50 }, () => createPopupId())).size).toBeGreaterThan(45)
  })

  it('uses SPEC §9 timings', () => {
    expect([SHOW_DELAY_MS, CLOSE_ANIMATION_MS, TOUCH_CLOSE_WINDOW_MS]).toEqual([50, 300, 125])
  })

  it.each<[number, number, boolean]>([
    [1000, 1000, true],
    [1000, 1125, true],
    [1000, 1126, false],
    [1000, 999, false],
  ])('touch %d → %d closes: %s', (start, end, closes) => expect(isClosingTap(start, end)).toBe(closes))
})

describe('deprecation warnings', () => {
  it('warns once for each old entry point', () => {
    const warned: string[] = []
    const notices = createDeprecationNotices((m) => warned.push(m))
    notices.setup()
    notices.setup()
    notices.openIframe()
    expect(warned).toEqual([SETUP_DEPRECATED, OPEN_IFRAME_DEPRECATED])
  })
})
