/** Money is integer kobo internally; WooGraphQL shows it FORMATTED ("₦1,250,000.00", the default) or RAW ("1250000"). */
const formatter = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

export const formatNaira = (kobo: number) => `₦${formatter.format(kobo / 100)}`
export const rawNaira = (kobo: number) => String(kobo / 100)
/** WooCommerce's stored totals (`wc_format_decimal` to the shop's 2 decimals): "95137.50". */
export const rawDecimal = (kobo: number) => (kobo / 100).toFixed(2)

/** A product's or a cart line's amount: RAW as WooCommerce keeps the number ("260000", "13387.5"). */
export function money(kobo: number, format?: string | null): string
export function money(kobo: number | null | undefined, format?: string | null): string | null
export function money(kobo: number | null | undefined, format?: string | null): string | null {
  if (kobo === null || kobo === undefined) return null
  return format === 'RAW' ? rawNaira(kobo) : formatNaira(kobo)
}

/** A cart total: RAW with two decimals ("3384637.50"), an empty cart's plain "0" (cartView-ok, getCart-no-session). */
export function cartMoney(kobo: number, format?: string | null): string {
  if (format !== 'RAW') return formatNaira(kobo)
  return kobo === 0 ? '0' : rawDecimal(kobo)
}

/** An order's amount: RAW as stored on the order, with two decimals. */
export function orderMoney(kobo: number | null | undefined, format?: string | null): string | null {
  if (kobo === null || kobo === undefined) return null
  return format === 'RAW' ? rawDecimal(kobo) : formatNaira(kobo)
}

/**
 * A variable product's price: RAW is the comma list of its variations' prices with two decimals
 * ("2100000.00, 2450000.00", getProduct-variable), FORMATTED a "min - max" range.
 */
export function moneyList(kobos: number[], format?: string | null): string | null {
  if (kobos.length === 0) return null
  if (format === 'RAW') return kobos.map(rawDecimal).join(', ')
  const min = Math.min(...kobos)
  const max = Math.max(...kobos)
  return min === max ? formatNaira(min) : `${formatNaira(min)} - ${formatNaira(max)}`
}
