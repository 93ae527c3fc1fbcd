import { storeSettings } from '../../config/store-settings'
import type { ProductSummary } from '../../domain/catalogue'
import type { CartLine } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { useCartState } from './cart-state'
import { useWishlist } from '../wishlist'

/** What the wishlist keeps of a cart line: enough for its card. */
export function cartLineToSummary(line: CartLine): ProductSummary {
  return {
    id: line.productId,
    slug: line.slug,
    name: line.name,
    type: line.variationId ? 'VARIABLE' : 'SIMPLE',
    date: '',
    prices: { price: [line.unitPrice], regular: [line.unitPrice], sale: [] },
    onSale: false,
    image: line.image ? { ...line.image, width: null, height: null } : null,
    averageRating: 0,
    reviewCount: 0,
    stockStatus: 'IN_STOCK',
    categories: [],
    terms: [],
  }
}

/** 'Move to wishlist' on a cart line (store setting `showMoveToWishlist`): saves it, then removes it. */
export function MoveToWishlistButton({
  line,
  onError,
}: {
  line: CartLine
  onError: (message: string) => void
}) {
  const { t } = useT()
  const removeItem = useCartState((s) => s.removeItem)
  const add = useWishlist((s) => s.add)
  if (!storeSettings.showMoveToWishlist) return null
  return (
    <button
      type="button"
      className="cart-line-link"
      data-testid="move-to-wishlist"
      onClick={async () => {
        // Saving before the device's list is read would overwrite it.
        if (!useWishlist.persist.hasHydrated()) await useWishlist.persist.rehydrate()
        add(cartLineToSummary(line))
        await removeItem(line.key).catch((error: Error) => onError(error.message))
      }}
    >
      {t('cart.moveToWishlist')}
    </button>
  )
}
