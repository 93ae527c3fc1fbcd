import type { CartLine } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { PLACEHOLDER_IMAGE } from '../../config/limits'
import { useCartState } from './cart-state'
import { MoveToWishlistButton } from './MoveToWishlistButton'
import { QuantityControl } from './QuantityControl'
import { shopTerm } from '../../i18n/shop-terms'
import { imageFallback } from '../../components/ui/image-fallback'

/** One cart line: image, name, the chosen variation, unit price, quantity, line subtotal, remove, move to wishlist. */
export function CartLineItem({
  line,
  onError,
  onNavigate,
}: {
  line: CartLine
  onError: (message: string) => void
  /** Following the product's link (the panel closes). */
  onNavigate?: () => void
}) {
  const { t } = useT()
  const removeItem = useCartState((s) => s.removeItem)
  const href = `/product/${line.slug}`
  return (
    <li className="cart-line" data-testid="cart-line" data-key={line.key}>
      <a href={href} className="cart-line-media" tabIndex={-1} aria-hidden onClick={onNavigate}>
        <img
          className="cart-line-image"
          src={line.image?.src || PLACEHOLDER_IMAGE}
          alt=""
          width={72}
          height={72}
          loading="lazy"
          {...imageFallback}
        />
      </a>
      <div className="cart-line-body">
        <a href={href} className="cart-line-name" data-testid="cart-line-name" onClick={onNavigate}>
          {line.name}
        </a>
        {line.variationAttributes.length > 0 && (
          <dl className="cart-line-variation" data-testid="cart-line-variation">
            {line.variationAttributes.map((choice) => (
              <div key={choice.label}>
                <dt>{shopTerm(t, 'attribute', choice.label)}:</dt>{' '}
                <dd>{shopTerm(t, 'value', choice.value)}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="cart-line-unit" data-testid="cart-line-unit">
          {t('cart.each', { price: line.unitPriceText })}
        </div>
        <div className="cart-line-actions">
          <QuantityControl line={line} onError={onError} />
          <span className="cart-line-subtotal" data-testid="cart-line-subtotal">
            {line.subtotal}
          </span>
        </div>
        <div className="cart-line-links">
          <button
            type="button"
            className="cart-line-link"
            data-testid="cart-line-remove"
            onClick={() => void removeItem(line.key).catch((error: Error) => onError(error.message))}
          >
            {t('cart.remove')}
          </button>
          <MoveToWishlistButton line={line} onError={onError} />
        </div>
      </div>
    </li>
  )
}
