import { useShop } from '../../shop/shop-runtime'

/** The live item count on the header's cart button, shown when above 0. */
export function CartBadge() {
  const count = useShop((s) => s.cart?.itemCount ?? 0)
  if (count <= 0) return null
  return (
    <span className="cart-badge" data-testid="cart-count">
      {count}
    </span>
  )
}
