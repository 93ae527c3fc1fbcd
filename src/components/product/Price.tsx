import type { PriceSet } from '../../domain/catalogue'
import { formatPriceRange } from '../../lib/format'
import { highestPrice, lowestPrice } from '../../lib/prices'

/** A product's price: the range for a variable product; the regular price struck through when on sale. */
export function Price({
  prices,
  onSale,
  className,
}: {
  prices: PriceSet
  onSale: boolean
  className?: string
}) {
  if (!prices.price.length) return null
  const current = formatPriceRange(lowestPrice(prices.price), highestPrice(prices.price))
  const regular = prices.regular.length
    ? formatPriceRange(lowestPrice(prices.regular), highestPrice(prices.regular))
    : ''
  return (
    <span className={`price ${className ?? ''}`}>
      {onSale && regular && regular !== current && <del className="price-regular">{regular}</del>}
      <span className={onSale ? 'price-sale' : 'price-current'}>{current}</span>
    </span>
  )
}
