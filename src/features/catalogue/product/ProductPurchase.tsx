import { useState } from 'react'
import { Price } from '../../../components/product/Price'
import { SaleBadge } from '../../../components/product/SaleBadge'
import { StockStatus } from '../../../components/product/StockStatus'
import type { ProductDetail, ProductVariation, StockStatus as Status } from '../../../domain/catalogue'
import type { LiveStock } from '../../../graphql/catalogue/api'
import { useT } from '../../../i18n/useT'
import { WishlistButton } from '../../wishlist'
import { addProductToCart } from './add-to-cart'
import { AddToCartButton } from './AddToCartButton'
import { purchaseLimit } from './purchase-limit'
import { QuantityInput } from './QuantityInput'
import type { Selection } from './variation-match'
import { VariationPicker } from './VariationPicker'
import { liveStockOf } from './variation-stock'

function availability(
  product: ProductDetail,
  variation: ProductVariation | null,
  live: LiveStock | null,
): Status {
  if (variation) return live?.variations.get(variation.id)?.status ?? variation.stockStatus
  return live?.status ?? product.stockStatus
}

/** Price, availability, variation pickers, quantity, add to cart and wishlist of the product page. */
export function ProductPurchase({
  product,
  selection,
  variation,
  onChoose,
  liveStock,
}: {
  product: ProductDetail
  selection: Selection
  variation: ProductVariation | null
  onChoose: (name: string, value: string) => void
  liveStock: LiveStock | null
}) {
  const { t } = useT()
  const [quantity, setQuantity] = useState(1)
  const prices = variation?.prices ?? product.prices
  const onSale = variation ? variation.prices.sale.length > 0 : product.onSale
  const status = availability(product, variation, liveStock)
  const isVariable = product.type === 'VARIABLE'
  const canBuy = status !== 'OUT_OF_STOCK' && (!isVariable || variation !== null)
  const max = purchaseLimit(product, variation, liveStock)
  // A quantity chosen for a better-stocked variation shrinks to what this one has.
  const wanted = Math.min(quantity, max)

  return (
    <div className="product-purchase">
      <div className="product-price-row">
        <Price prices={prices} onSale={onSale} className="price-large" />
        <SaleBadge prices={prices} onSale={onSale} />
      </div>
      <StockStatus status={status} />
      {isVariable && (
        <VariationPicker
          product={product}
          selection={selection}
          onChoose={onChoose}
          stockOf={liveStockOf(liveStock)}
        />
      )}
      {isVariable && !variation && <p className="hint">{t('product.chooseOptions')}</p>}
      {product.type === 'EXTERNAL' && product.externalUrl ? (
        <a
          className="button button-primary"
          href={product.externalUrl}
          rel="noopener noreferrer"
          target="_blank"
        >
          {product.buttonText || t('product.buyNow')}
        </a>
      ) : (
        <div className="product-buy-row">
          <QuantityInput value={wanted} onChange={setQuantity} max={max} />
          <AddToCartButton
            disabled={!canBuy}
            onAdd={() => addProductToCart(product, variation, selection, wanted)}
          />
        </div>
      )}
      <WishlistButton product={product} withLabel />
    </div>
  )
}
