import { Icon } from '../../components/ui/Icon'
import type { ProductSummary } from '../../domain/catalogue'
import { useT } from '../../i18n/useT'
import { useWishlist } from './wishlist-store'
import { useWishlistHydration } from './useWishlistHydration'

/** Adds a product to the wishlist or removes it; the heart is filled while it is on the list. */
export function WishlistButton({
  product,
  withLabel = false,
}: {
  product: ProductSummary
  withLabel?: boolean
}) {
  const { t } = useT()
  useWishlistHydration()
  const saved = useWishlist((state) => state.items.some((item) => item.id === product.id))
  const toggle = useWishlist((state) => state.toggle)
  const label = saved ? t('wishlist.remove') : t('wishlist.add')
  return (
    <button
      type="button"
      className={`wishlist-button ${saved ? 'is-saved' : ''} ${withLabel ? 'with-label' : 'icon-button'}`}
      aria-pressed={saved}
      aria-label={withLabel ? undefined : label}
      data-testid="wishlist-button"
      onClick={() => toggle(product)}
    >
      <Icon name="heart" />
      {withLabel && <span>{label}</span>}
    </button>
  )
}
