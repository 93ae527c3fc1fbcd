import './checkout.css'
import { useState } from 'react'
import { useT } from '../../i18n/useT'
import { useShop } from '../../shop/shop-context'
import { useCustomer } from '../account'
import { useViewer } from '../auth'
import { useCart } from '../cart'
import { CheckoutForm } from './CheckoutForm'

/**
 * /checkout: the form once the cart is known, a way back to the shop for an empty cart, and a short
 * note while the shopper is taken to the new order.
 */
export function CheckoutScreen() {
  const { t } = useT()
  const cart = useCart()
  const customer = useCustomer()
  const viewer = useViewer()
  const loaded = useShop((s) => s.isLoaded)
  const [placed, setPlaced] = useState(false)

  if (placed)
    return (
      <p className="checkout-status" role="status" data-testid="checkout-placed">
        {t('checkout.placed')}
      </p>
    )
  if (!cart || !loaded) return <p className="checkout-status">{t('checkout.loading')}</p>
  if (cart.isEmpty || cart.lines.length === 0)
    return (
      <div className="checkout-empty" data-testid="checkout-empty">
        <p>{t('checkout.emptyCart')}</p>
        <a href="/products" className="button button-primary">
          {t('checkout.backToShop')}
        </a>
      </div>
    )
  return <CheckoutForm cart={cart} customer={customer} guest={!viewer} onPlaced={() => setPlaced(true)} />
}
