const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' })
const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/** A naira amount in the en-NG format, e.g. `₦1,250,000.00`. */
export function formatPrice(amount: number): string {
  return naira.format(amount)
}

/** A price range, or one price when both ends are equal. */
export function formatPriceRange(min: number, max: number): string {
  return min === max ? formatPrice(min) : `${formatPrice(min)} – ${formatPrice(max)}`
}

/** A date as en-US long month, day and year, e.g. `May 30, 2024`; an unparseable date is returned as is. */
export function formatDate(value: string): string {
  const date = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`)
  return Number.isNaN(date.getTime()) ? value : longDate.format(date)
}
