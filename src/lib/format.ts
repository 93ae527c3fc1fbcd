/**
 * Prices and dates are written here without Intl formatters: creating a page's first `Intl.NumberFormat` or
 * `Intl.DateTimeFormat` loads the browser's locale data, 15–40 ms of main thread each on this machine (four times
 * that on Lighthouse's phone), inside the task that hydrates the page. tests/unit/format.test.ts checks that the
 * output is Intl's, character for character.
 */
import type { TFunction } from 'i18next'

const NAIRA = '₦'

/** A naira amount as `Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' })` writes it: `₦1,250,000.00`. */
export function formatPrice(amount: number): string {
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : ''
  if (Number.isNaN(amount)) return `${NAIRA}NaN`
  if (!Number.isFinite(amount)) return `${sign}${NAIRA}∞`
  const cents = roundToUnits(plainDecimal(Math.abs(amount)))
  return `${sign}${NAIRA}${groupThousands(cents.slice(0, -2))}.${cents.slice(-2)}`
}

/** A discount as every page writes it: its amount after a minus sign (U+2212, not a hyphen), `−₦4,395.00`. */
export const formatDiscount = (amount: string): string => `\u2212${amount}`

/** A whole number with thousands separators, e.g. `1,250,000` (en-NG, like `toLocaleString('en-NG')`). */
export function formatInteger(value: number): string {
  const sign = value < 0 ? '-' : ''
  return sign + groupThousands(plainDecimal(Math.abs(Math.round(value))))
}

/**
 * How each language writes a number, as CLDR (and so `Intl.NumberFormat`) does: the grouping separator, the fewest
 * digits before the first one (Spanish and Italian write `1000` but `10.000`; French uses a narrow no-break space),
 * and the decimal mark.
 */
const GROUPING: Record<string, { separator: string; minimumGroupingDigits: number; decimal: string }> = {
  en: { separator: ',', minimumGroupingDigits: 1, decimal: '.' },
  de: { separator: '.', minimumGroupingDigits: 1, decimal: ',' },
  es: { separator: '.', minimumGroupingDigits: 2, decimal: ',' },
  fr: { separator: '\u202f', minimumGroupingDigits: 1, decimal: ',' },
  it: { separator: '.', minimumGroupingDigits: 2, decimal: ',' },
  pt: { separator: '.', minimumGroupingDigits: 1, decimal: ',' },
}

/**
 * A count or quantity in the shopper's language (`de_DE`: `1.250`, `fr_FR`: `1 250`), as
 * `Intl.NumberFormat(locale, { maximumFractionDigits: 0 })` writes it. Prices stay in the shop's en-NG format.
 */
export function formatCount(value: number, locale: string): string {
  if (!Number.isFinite(value)) return String(value)
  const grouping = GROUPING[locale.slice(0, 2)] ?? GROUPING.en!
  const digits = plainDecimal(Math.abs(Math.round(value)))
  const sign = value < 0 && digits !== '0' ? '-' : ''
  if (digits.length < 4 + grouping.minimumGroupingDigits - 1) return sign + digits
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, grouping.separator)
}

/** A plain decimal the shop wrote (`35.6`, a weight or a length) with the shopper's decimal mark (`fr_FR`: `35,6`). */
export function localDecimal(decimal: string, locale: string): string {
  return decimal.replace('.', (GROUPING[locale.slice(0, 2)] ?? GROUPING.en!).decimal)
}

/** A rating (0–5) with one decimal in the shopper's language (`de_DE`: `4,5`), rounded as Intl rounds it. */
export function formatRating(value: number, locale: string): string {
  const tenths = roundToUnits(plainDecimal(Math.abs(value)), 1)
  return localDecimal(`${tenths.slice(0, -1)}.${tenths.slice(-1)}`, locale)
}

/** A price range, or one price when both ends are equal. */
export function formatPriceRange(min: number, max: number): string {
  return min === max ? formatPrice(min) : `${formatPrice(min)} – ${formatPrice(max)}`
}

/**
 * A date as the shopper's language writes it in full (`November 28, 2026`, `28 novembre 2026`, `28. November 2026`),
 * in UTC, from the locale's month names and order (`format.months`, `format.longDate`) rather than Intl; an
 * unparseable date is returned as is. It lives here rather than in i18n/: a module of its own, shared by the
 * catalogue's first load and the account's pages, made the bundler split the first load's chunks (2 KB more).
 */
export function longDate(t: TFunction, value: string): string {
  const parts = dateParts(value)
  if (!parts) return value
  const month = t('format.months').split(',')[parts.month]
  return t('format.longDate', { day: parts.day, month, year: parts.year })
}

/** A date's UTC day, month (0–11) and year; null for an unparseable date, or one before year 1 (no shop date is that old). */
function dateParts(value: string): { day: number; month: number; year: number } | null {
  const date = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`)
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1) return null
  return { day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() }
}

/** A non-negative finite number as a plain decimal string: its shortest round-trip digits, no exponent. */
function plainDecimal(value: number): string {
  const [mantissa = '0', exponent = '0'] = String(value).split('e')
  const [whole = '0', fraction = ''] = mantissa.split('.')
  const digits = whole + fraction
  const point = whole.length + Number(exponent)
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length)
  return `${digits.slice(0, point)}.${digits.slice(point)}`
}

/**
 * A plain decimal rounded to `places` places (two: cents), half away from zero on its decimal digits (as Intl
 * does), returned as the digits of the amount in those units, at least `places + 1` of them: `1.005` → `101`,
 * `0.5` → `050`.
 */
function roundToUnits(decimal: string, places = 2): string {
  const [whole = '0', fraction = ''] = decimal.split('.')
  const kept = (whole + fraction.slice(0, places).padEnd(places, '0')).replace(/^0+(?=\d{3})/, '')
  if ((fraction[places] ?? '0') < '5') return kept.padStart(places + 1, '0')
  const digits = kept.split('')
  let i = digits.length - 1
  while (i >= 0 && digits[i] === '9') digits[i--] = '0'
  if (i < 0) digits.unshift('1')
  else digits[i] = String(Number(digits[i]) + 1)
  return digits.join('').padStart(places + 1, '0')
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}
