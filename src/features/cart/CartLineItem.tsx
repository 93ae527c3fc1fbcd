import type { CartLine } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { PLACEHOLDER_IMAGE } from '../../config/limits'
import { useShop } from '../../shop/shop-context'
import { MoveToWishlistButton } from './MoveToWishlistButton'

/** One cart line: image, name, variation, price, quantity − / + and remove. */
export function CartLineItem({ line, onError }: { line: CartLine; onError: (message: string) => void }) {
  const { t } = useT()
  const updateItemQuantity = useShop((s) => s.updateItemQuantity)
  const removeItem = useShop((s) => s.removeItem)
  const run = (action: Promise<void>) => action.catch((error: Error) => onError(error.message))
  return (
    <li className="cart-line" data-testid="cart-line">
      <img
        className="cart-line-image"
        src={line.image?.src || PLACEHOLDER_IMAGE}
        alt={line.image?.alt || line.name}
        width={64}
        height={64}
        loading="lazy"
      />
      <div className="cart-line-body">
        <a href={`/product/${line.slug}`} className="cart-line-name">
          {line.name}
        </a>
        {line.variationLabel && <div className="cart-line-variation">{line.variationLabel}</div>}
        <div className="cart-line-price">{line.subtotal}</div>
        <div className="cart-line-actions">
          <button
            type="button"
            className="qty-button"
            aria-label={t('cart.decrease')}
            onClick={() => void run(updateItemQuantity(line.key, line.quantity - 1))}
          >
            −
          </button>
          <span className="cart-line-qty" data-testid="cart-line-qty">
            {line.quantity}
          </span>
          <button
            type="button"
            className="qty-button"
            aria-label={t('cart.increase')}
            onClick={() => void run(updateItemQuantity(line.key, line.quantity + 1))}
          >
            +
          </button>
          <button type="button" className="cart-line-remove" onClick={() => void run(removeItem(line.key))}>
            {t('cart.remove')}
          </button>
          <MoveToWishlistButton line={line} onError={onError} />
        </div>
      </div>
    </li>
  )
}
