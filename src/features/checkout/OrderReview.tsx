import type { Cart } from '../../domain/shop'
import { PLACEHOLDER_IMAGE } from '../../config/limits'
import { useT } from '../../i18n/useT'
import { CartTotals, CouponForm, ShippingMethods } from '../cart'
import { useCheckoutState } from './checkout-state'
import { shopTerm } from '../../i18n/shop-terms'
import { imageFallback } from '../../components/ui/image-fallback'

/** "Your order": the lines, the coupon, the shipping method and the totals (subtotal to total). */
export function OrderReview({
  cart,
  shippingError,
  updating,
}: {
  cart: Cart
  shippingError: string | null
  /** New shipping rates are on their way. */
  updating: boolean
}) {
  const { t } = useT()
  const change = useCheckoutState((s) => s.shippingChange)
  return (
    <section
      className="order-review"
      aria-labelledby="order-review-title"
      aria-busy={updating}
      data-testid="order-review"
    >
      <h2 id="order-review-title">{t('checkout.yourOrder')}</h2>
      <ul className="order-review-lines">
        {cart.lines.map((line) => (
          <li key={line.key} className="order-review-line" data-testid="order-review-line">
            <span className="order-review-thumb">
              <img
                src={line.image?.src || PLACEHOLDER_IMAGE}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                {...imageFallback}
              />
              <span
                className="order-review-qty"
                aria-label={t('checkout.quantity', { count: line.quantity })}
              >
                {line.quantity}
              </span>
            </span>
            <span className="order-review-name">
              {line.name}
              {line.variationAttributes.length > 0 && (
                <span className="order-review-variation">
                  {line.variationAttributes
                    .map((a) => `${shopTerm(t, 'attribute', a.label)}: ${shopTerm(t, 'value', a.value)}`)
                    .join(', ')}
                </span>
              )}
            </span>
            <span className="order-review-price">{line.subtotal}</span>
          </li>
        ))}
      </ul>
      <CouponForm cart={cart} />
      <ShippingMethods cart={cart} />
      {/* Always there, so a screen reader hears the change when it is written in. */}
      <p className="shipping-change" role="status" data-testid="shipping-change-notice">
        {change &&
          t('checkout.shippingChanged', {
            method: shopTerm(t, 'shipping', change.after.label),
            cost: change.after.cost,
            previousMethod: shopTerm(t, 'shipping', change.before.label),
            previousCost: change.before.cost,
          })}
      </p>
      {shippingError && (
        <p className="form-error" role="alert" data-testid="shipping-location-error">
          {shippingError}
        </p>
      )}
      <CartTotals cart={cart} />
    </section>
  )
}
