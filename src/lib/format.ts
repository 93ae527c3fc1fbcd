/**
 * Prices and dates are written here without Intl formatters: creating a page's first `Intl.NumberFormat` or
 * `Intl.DateTimeFormat` loads the browser's locale data, 15–40 ms of main thread each on this machine (four times
 * that on Lighthouse's phone), inside the task that hydrates the page. tests/unit/format.test.ts checks that the
 * output is Intl's, character for character.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const NAIRA = '₦'

/** A naira amount as `Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' })` writes it: `₦1,250,000.00`. */
export function formatPrice(amount: number): string {
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : ''
  if (Number.isNaN(amount)) return `${NAIRA}NaN`
  if (!Number.isFinite(amount)) return `${sign}${NAIRA}∞`
  const cents = roundToCents(plainDecimal(Math.abs(amount)))
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
 * How each language groups the digits of a count, as CLDR (and so `Intl.NumberFormat`) does: the separator, and
 * the fewest digits before the first separator (Spanish and Italian write `1000` but `10.000`). French uses a narrow no-break space.
 */
const GROUPING: Record<string, { separator: string; minimumGroupingDigits: number }> = {
  en: { separator: ',', minimumGroupingDigits: 1 },
  de: { separator: '.', minimumGroupingDigits: 1 },
  es: { separator: '.', minimumGroupingDigits: 2 },
  fr: { separator: '\u202f', minimumGroupingDigits: 1 },
  it: { separator: '.', minimumGroupingDigits: 2 },
  pt: { separator: '.', minimumGroupingDigits: 1 },
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

/** A price range, or one price when both ends are equal. */
export function formatPriceRange(min: number, max: number): string {
  return min === max ? formatPrice(min) : `${formatPrice(min)} – ${formatPrice(max)}`
}

/** A date as en-US long month, day and year, e.g. `May 30, 2024`; an unparseable date is returned as is. */
export function formatDate(value: string): string {
  const date = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`)
  if (Number.isNaN(date.getTime())) return value
  // Years before 1 are written with an era by Intl: left to it (no shop date is that old).
  if (date.getUTCFullYear() < 1) return longDateFormat().format(date)
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

let longDate: Intl.DateTimeFormat | null = null
function longDateFormat(): Intl.DateTimeFormat {
  longDate ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
  return longDate
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
 * A plain decimal rounded to two places, half away from zero on its decimal digits (as Intl does), returned as
 * the digits of the amount in cents, at least three of them: `1.005` → `101`, `0.5` → `050`.
 */
function roundToCents(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.split('.')
  const kept = (whole + fraction.slice(0, 2).padEnd(2, '0')).replace(/^0+(?=\d{3})/, '')
  if ((fraction[2] ?? '0') < '5') return kept.padStart(3, '0')
  const digits = kept.split('')
  let i = digits.length - 1
  while (i >= 0 && digits[i] === '9') digits[i--] = '0'
  if (i < 0) digits.unshift('1')
  else digits[i] = String(Number(digits[i]) + 1)
  return digits.join('').padStart(3, '0')
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}
