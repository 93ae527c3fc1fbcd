import { ProductGrid } from '../../../components/product/ProductGrid'
import type { ProductSummary } from '../../../domain/catalogue'
import { WishlistButton } from '../../wishlist'

/** The catalogue's product grid: cards with the wishlist button. */
export function CatalogueGrid(props: {
  products: ProductSummary[]
  prioritiseFirst?: boolean
  headingLevel?: 2 | 3
}) {
  return <ProductGrid {...props} cardAction={(product) => <WishlistButton product={product} />} />
}
