import type { Cart } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { shopTerm } from '../../i18n/shop-terms'
import { formatDiscount } from '../../lib/format'

/**
 * Subtotal, discount (when a coupon is applied), shipping, tax and total, each as the backend formats
 * it (NGN, en-NG). Used by the cart panel (without the total: its foot shows it beside Checkout) and checkout.
 */
export function CartTotals({ cart, withTotal = true }: { cart: Cart; withTotal?: boolean }) {
  const { t } = useT()
  const rate = cart.shippingRates.find((r) => r.id === cart.chosenShippingMethods[0])
  return (
    <dl className="cart-totals" data-testid="cart-totals">
      <div className="cart-totals-row">
        <dt>{t('cart.subtotal')}</dt>
        <dd data-testid="cart-subtotal">{cart.subtotal}</dd>
      </div>
      {cart.coupons.length > 0 && (
        <div className="cart-totals-row is-discount">
          <dt>{t('cart.discount')}</dt>
          <dd data-testid="cart-discount">{formatDiscount(cart.discountTotal)}</dd>
        </div>
      )}
      <div className="cart-totals-row">
        <dt>
          {t('cart.shipping')}
          {cart.needsShipping && rate && (
            <span className="cart-totals-note"> ({shopTerm(t, 'shipping', rate.label)})</span>
          )}
        </dt>
        <dd data-testid="cart-shipping">{cart.needsShipping ? cart.shippingTotal : t('cart.noShipping')}</dd>
      </div>
      <div className="cart-totals-row">
        <dt>{t('cart.tax')}</dt>
        <dd data-testid="cart-tax">{cart.totalTax}</dd>
      </div>
      {withTotal && (
        <div className="cart-totals-row is-total">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="cart-total">{cart.total}</dd>
        </div>
      )}
    </dl>
  )
}
