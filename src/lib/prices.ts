import type { PriceSet } from '../domain/catalogue'

/**
 * Parses a RAW price as WooGraphQL sends it: a bare number, or for a variable product the comma list
 * of its variation prices (`"10, 15, 20"`). Empty or missing values give an empty list.
 */
export function parseRawPrices(raw: string | null | undefined): number[] {
  if (!raw) return []
  return raw
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isFinite(n) && n >= 0)
}

/** The highest of a price list (the value the listing's price filter and sort use), or 0. */
export function highestPrice(prices: number[]): number {
  return prices.length ? Math.max(...prices) : 0
}

export function lowestPrice(prices: number[]): number {
  return prices.length ? Math.min(...prices) : 0
}

/**
 * The discount in whole percent between the regular and the sale price (the sale badge),
 * taken at the highest price as the listing does; 0 when not on sale.
 */
export function discountPercent(prices: PriceSet): number {
  const regular = highestPrice(prices.regular)
  const sale = highestPrice(prices.sale)
  if (!regular || !sale || sale >= regular) return 0
  return Math.round(((regular - sale) / regular) * 100)
}
