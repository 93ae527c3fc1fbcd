import type { ReactNode } from 'react'
import type { ProductSummary } from '../../domain/catalogue'
import { ProductCard } from './ProductCard'
import './product-card.css'

/**
 * Cards in the first screen when the grid starts the page (two rows on a phone, one on a desktop). They are
 * all the same size, so the largest paint is whichever image arrives first: all of them are fetched first.
 */
const FIRST_SCREEN_CARDS = 4

/**
 * A grid of product cards. When it starts the page, the first screen's images load eagerly and first.
 */
export function ProductGrid({
  products,
  prioritiseFirst = true,
  headingLevel,
  cardAction,
}: {
  products: ProductSummary[]
  prioritiseFirst?: boolean
  headingLevel?: 2 | 3
  cardAction?: (product: ProductSummary) => ReactNode
}) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          priority={prioritiseFirst && index < FIRST_SCREEN_CARDS}
          headingLevel={headingLevel}
          action={cardAction?.(product)}
        />
      ))}
    </div>
  )
}
