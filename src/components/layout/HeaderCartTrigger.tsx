import { useT } from '../../i18n/useT'
import { useEarlyAction } from '../../lib/early-action'
import { CartBadgeSlot } from '../../shop-loader/slots'
import { useUiStore } from '../../store/ui-store'
import { Icon } from '../ui/Icon'

/** The cart button; its count badge appears once the shop store knows the cart (or from `count`). */
export function HeaderCartTrigger({ count }: { count?: number }) {
  const { t } = useT()
  const setCartOpen = useUiStore((s) => s.setCartOpen)
  useEarlyAction('open-cart', () => setCartOpen(true))
  return (
    <button
      type="button"
      className="icon-button cart-trigger"
      aria-label={t('nav.cart')}
      data-testid="cart-trigger"
      data-early-action="open-cart"
      onClick={() => setCartOpen(true)}
    >
      <Icon name="cart" />
      {count === undefined ? (
        <CartBadgeSlot />
      ) : (
        count > 0 && (
          <span className="cart-badge" data-testid="cart-count">
            {count}
          </span>
        )
      )}
    </button>
  )
}
