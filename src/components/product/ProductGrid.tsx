import '../catalogue.css'
import type { ProductSummary } from '../../../domain/catalogue'
import { ProductCard } from './ProductCard'

/** A grid of product cards; the first card's image is prioritised (it is above the fold). */
export function ProductGrid({
  products,
  prioritiseFirst = true,
}: {
  products: ProductSummary[]
  prioritiseFirst?: boolean
}) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} priority={prioritiseFirst && index === 0} />
      ))}
    </div>
  )
}
