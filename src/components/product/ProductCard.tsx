import type { ProductSummary } from '../../../domain/catalogue'
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage'
import { Price } from './Price'
import { Rating } from './Rating'
import { SaleBadge } from './SaleBadge'

export const CARD_IMAGE = { width: 280, height: 315 } as const

export function ProductCard({ product, priority = false }: { product: ProductSummary; priority?: boolean }) {
  return (
    <article className="product-card" data-testid="product-card">
      <a href={`/product/${product.slug}`} className="product-card-link">
        <div className="product-card-image">
          <ResponsiveImage image={product.image} {...CARD_IMAGE} priority={priority} />
          <SaleBadge prices={product.prices} onSale={product.onSale} />
        </div>
        <h3 className="product-card-name">{product.name}</h3>
      </a>
      {product.reviewCount > 0 && <Rating value={product.averageRating} count={product.reviewCount} />}
      <Price prices={product.prices} onSale={product.onSale} />
    </article>
  )
}
