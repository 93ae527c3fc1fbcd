import './cart.css'
import { useState } from 'react'
import { useT } from '../../i18n/useT'
import { useShop } from '../../shop/shop-context'
import { useUiStore } from '../../store/ui-store'
import { Icon } from '../../components/ui/Icon'
import { CartLineItem } from './CartLineItem'
import { useCart } from './useCart'

/** The cart as a panel sliding in from the right; the layout's overlay closes it. */
export function CartPanel() {
  const { t } = useT()
  const open = useUiStore((s) => s.isCartOpen)
  const setCartOpen = useUiStore((s) => s.setCartOpen)
  const cart = useCart()
  const updating = useShop((s) => s.isUpdatingCart)
  const [error, setError] = useState<string | null>(null)
  const lines = cart?.lines ?? []
  const close = () => setCartOpen(false)
  return (
    <aside
      className={`cart-panel ${open ? 'is-open' : ''}`}
      aria-hidden={!open}
      aria-label={t('cart.title')}
      data-testid="cart-panel"
      aria-busy={updating}
    >
      <div className="cart-panel-head">
        <h2>{t('cart.title')}</h2>
        <button type="button" className="icon-button" aria-label={t('nav.close')} onClick={close}>
          <Icon name="close" />
        </button>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {lines.length === 0 ? (
        <div className="cart-empty" data-testid="cart-empty">
          <p>{t('cart.empty')}</p>
          <a href="/products" className="button button-ghost" onClick={close}>
            {t('cart.browse')}
          </a>
        </div>
      ) : (
        <>
          <ul className="cart-lines">
            {lines.map((line) => (
              <CartLineItem key={line.key} line={line} onError={setError} />
            ))}
          </ul>
          <div className="cart-panel-foot">
            <div className="cart-subtotal">
              <span>{t('cart.subtotal')}</span>
              <strong data-testid="cart-subtotal">{cart?.subtotal}</strong>
            </div>
            <a href="/checkout" className="button button-primary cart-checkout" onClick={close}>
              {t('cart.checkout')}
            </a>
          </div>
        </>
      )}
    </aside>
  )
}
