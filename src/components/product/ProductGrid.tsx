import type { ReactNode } from 'react'
import type { ProductSummary } from '../../domain/catalogue'
import { ProductCard } from './ProductCard'
import './product-card.css'

/** A grid of product cards; the first card's image is prioritised (it is above the fold). */
export function ProductGrid({
  products,
  prioritiseFirst = true,
  cardAction,
}: {
  products: ProductSummary[]
  prioritiseFirst?: boolean
  cardAction?: (product: ProductSummary) => ReactNode
}) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          priority={prioritiseFirst && index === 0}
          action={cardAction?.(product)}
        />
      ))}
    </div>
  )
}
