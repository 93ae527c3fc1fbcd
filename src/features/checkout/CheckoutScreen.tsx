import './checkout.css'
import './checkout-payment.css'
import './checkout-returning.css'
import { useState } from 'react'
import { useT } from '../../i18n/useT'
import { useShopSession } from '../../shop-kit'
import { useCheckoutState } from './checkout-state'
import { useCustomer } from '../account'
import { useViewer } from '../auth'
import { useCart } from '../cart'
import { CheckoutForm } from './CheckoutForm'

/**
 * /checkout: the form once the cart is known, a way back to the shop for an empty cart, a retry when
 * the shop could not be reached, and a short note while the shopper is taken to the new order.
 */
export function CheckoutScreen() {
  const { t } = useT()
  const cart = useCart()
  const customer = useCustomer()
  const viewer = useViewer()
  const loaded = useShopSession((s) => s.isLoaded)
  const placing = useCheckoutState((s) => s.isPlacingOrder)
  const init = useShopSession((s) => s.init)
  const [placed, setPlaced] = useState(false)

  if (placed)
    return (
      <p className="checkout-status" role="status" data-testid="checkout-placed">
        {t('checkout.placed')}
      </p>
    )
  if (!cart) {
    // The first getCart is on its way (or the cart is reloading after an order).
    if (!loaded || placing) return <p className="checkout-status">{t('checkout.loading')}</p>
    return (
      <div className="checkout-empty" role="alert" data-testid="checkout-unreachable">
        <p>{t('shopErrors.network')}</p>
        <button type="button" className="button button-primary" onClick={() => void init()}>
          {t('checkout.retry')}
        </button>
      </div>
    )
  }
  if (cart.isEmpty || cart.lines.length === 0)
    return (
      <div className="checkout-empty" data-testid="checkout-empty">
        <p>{t('checkout.emptyCart')}</p>
        <a href="/products" className="button button-primary">
          {t('checkout.backToShop')}
        </a>
      </div>
    )
  return (
    <>
      {!viewer && <ReturningCustomer />}
      <CheckoutForm cart={cart} customer={customer} guest={!viewer} onPlaced={() => setPlaced(true)} />
    </>
  )
}

/** A guest with an account logs in and comes back here (its saved addresses then fill the form). */
function ReturningCustomer() {
  const { t } = useT()
  return (
    <p className="checkout-returning" data-testid="checkout-login">
      {t('checkout.returningCustomer')}{' '}
      <a href={`/my-account?redirect=${encodeURIComponent('/checkout')}`}>{t('checkout.logInHere')}</a>
    </p>
  )
}
