import { useCart } from './useCart'

/** The live item count on the header's cart button (from the cache), shown when above 0. */
export function CartBadge() {
  const count = useCart()?.itemCount ?? 0
  if (count <= 0) return null
  return (
    <span className="cart-badge" data-testid="cart-count">
      {count}
    </span>
  )
}
