import { useState } from 'react'
import { Dialog } from '../../components/dialog'
import { useT } from '../../i18n/useT'
import { useCartState } from './cart-state'
import { useUiStore } from '../../store/ui-store'
import { Icon } from '../../components/ui/Icon'
import { CartLineItem } from './CartLineItem'
import { CartTotals } from './CartTotals'
import { CouponForm } from './CouponForm'
import { ShippingMethods } from './ShippingMethods'
import { useCart } from './useCart'

/**
 * The cart as a modal panel sliding in from the right (its backdrop and Escape close it): the lines, coupon,
 * shipping method and totals scroll; Checkout stays at the bottom, disabled while the cart is updating.
 */
export function CartPanel() {
  const { t } = useT()
  const open = useUiStore((s) => s.isCartOpen)
  const setCartOpen = useUiStore((s) => s.setCartOpen)
  const cart = useCart()
  const updating = useCartState((s) => s.isUpdatingCart)
  const [error, setError] = useState<string | null>(null)
  const lines = cart?.lines ?? []
  const close = () => setCartOpen(false)
  return (
    <Dialog
      name="cart-panel"
      open={open}
      onClose={close}
      title={
        <>
          {t('cart.title')}
          {cart && cart.itemCount > 0 && <span className="cart-panel-count"> ({cart.itemCount})</span>}
        </>
      }
      aria-hidden={!open}
      data-testid="cart-panel"
      aria-busy={updating}
    >
      <div className={`cart-progress ${updating ? 'is-on' : ''}`} aria-hidden />
      {error && (
        <div className="cart-panel-error" role="alert" data-testid="cart-error">
          <span>{error}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('nav.close')}
            onClick={() => setError(null)}
          >
            <Icon name="close" />
          </button>
        </div>
      )}
      {!cart || lines.length === 0 ? (
        <div className="cart-empty" data-testid="cart-empty">
          <Icon name="cart" />
          <p className="cart-empty-title">{t('cart.empty')}</p>
          <p className="cart-empty-hint">{t('cart.emptyHint')}</p>
          <a href="/products" className="button button-primary" data-testid="cart-browse" onClick={close}>
            {t('cart.browse')}
          </a>
        </div>
      ) : (
        <>
          <div className="cart-panel-body">
            <ul className="cart-lines">
              {lines.map((line) => (
                <CartLineItem key={line.key} line={line} onError={setError} onNavigate={close} />
              ))}
            </ul>
            <section className="cart-panel-section">
              <CouponForm cart={cart} />
            </section>
            <section className="cart-panel-section">
              <ShippingMethods cart={cart} />
              <CartTotals cart={cart} withTotal={false} />
            </section>
          </div>
          <div className="cart-panel-foot">
            <p className="cart-status" role="status" data-testid="cart-status">
              {updating ? t('cart.updating') : ''}
            </p>
            <div className="cart-foot-total">
              <span>{t('cart.total')}</span>
              <strong data-testid="cart-total">{cart.total}</strong>
            </div>
            <a
              href="/checkout"
              className={`button button-primary cart-checkout ${updating ? 'is-disabled' : ''}`}
              data-testid="cart-checkout"
              aria-disabled={updating}
              tabIndex={updating ? -1 : undefined}
              onClick={(event) => {
                if (updating) event.preventDefault()
                else close()
              }}
            >
              {t('cart.checkout')}
            </a>
            <a href="/products" className="cart-continue" onClick={close}>
              {t('cart.continue')}
            </a>
          </div>
        </>
      )}
    </Dialog>
  )
}
