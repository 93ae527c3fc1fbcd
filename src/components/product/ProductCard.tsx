import type { ReactNode } from 'react'
import type { ProductSummary } from '../../domain/catalogue'
import { ResponsiveImage } from '../ui/ResponsiveImage'
import { Price } from './Price'
import { Rating } from './Rating'
import { SaleBadge } from './SaleBadge'
import './product-card.css'

export const CARD_IMAGE = { width: 280, height: 315 } as const
/** The tile's width (product-card.css): one column below 360 px, two below 768 px, at most 280 px beyond. */
const CARD_SIZES = '(max-width: 359px) calc(100vw - 32px), (max-width: 767px) calc(50vw - 24px), 280px'

/** A product in a grid; `action` is a control laid over the image (the wishlist button). */
export function ProductCard({
  product,
  priority = false,
  headingLevel = 3,
  action,
}: {
  product: ProductSummary
  priority?: boolean
  /** The name's heading level, one below the heading the grid stands under. */
  headingLevel?: 2 | 3
  action?: ReactNode
}) {
  const Name = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="product-card" data-testid="product-card">
      <div className="product-card-media">
        <a href={`/product/${product.slug}`} className="product-card-link" tabIndex={-1} aria-hidden="true">
          <div className="product-card-image">
            <ResponsiveImage image={product.image} {...CARD_IMAGE} sizes={CARD_SIZES} priority={priority} />
            <SaleBadge prices={product.prices} onSale={product.onSale} />
          </div>
        </a>
        {action}
      </div>
      <a href={`/product/${product.slug}`} className="product-card-link">
        <Name className="product-card-name">{product.name}</Name>
      </a>
      {product.reviewCount > 0 && <Rating value={product.averageRating} count={product.reviewCount} />}
      <Price prices={product.prices} onSale={product.onSale} />
    </article>
  )
}
