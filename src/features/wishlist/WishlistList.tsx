import { ProductGrid } from '../../components/product/ProductGrid'
import { useT } from '../../i18n/useT'
import { WishlistButton } from './WishlistButton'
import { useWishlist } from './wishlist-store'
import { useWishlistHydration } from './useWishlistHydration'
import './wishlist.css'

/** The saved products: at /wishlist for guests, in the account's wishlist tab for signed-in shoppers. */
export function WishlistList() {
  const { t } = useT()
  useWishlistHydration()
  const items = useWishlist((state) => state.items)
  if (!items.length) return <p data-testid="wishlist-empty">{t('wishlist.empty')}</p>
  return (
    <div data-testid="wishlist-items">
      <ProductGrid
        products={items}
        prioritiseFirst={false}
        cardAction={(p) => <WishlistButton product={p} />}
      />
    </div>
  )
}
