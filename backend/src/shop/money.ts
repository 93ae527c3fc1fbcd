/** Money is integer kobo internally; WooGraphQL shows it FORMATTED ("₦1,250,000.00", the default) or RAW ("1250000"). */
const formatter = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

export const formatNaira = (kobo: number) => `₦${formatter.format(kobo / 100)}`
export const rawNaira = (kobo: number) => String(kobo / 100)

export function money(kobo: number | null | undefined, format?: string | null): string | null {
  if (kobo === null || kobo === undefined) return null
  return format === 'RAW' ? rawNaira(kobo) : formatNaira(kobo)
}

/** A variable product's price: RAW is the comma list of its variations' prices, FORMATTED a "min - max" range. */
export function moneyList(kobos: number[], format?: string | null): string | null {
  if (kobos.length === 0) return null
  if (format === 'RAW') return kobos.map(rawNaira).join(', ')
  const min = Math.min(...kobos)
  const max = Math.max(...kobos)
  return min === max ? formatNaira(min) : `${formatNaira(min)} - ${formatNaira(max)}`
}
