import { useData } from '../../renderer/usePageContext'
import type { ProductPayload } from '../../src/domain/payloads'
import { ProductScreen } from '../../src/features/catalogue/screens/ProductScreen'
import { useFreshPayload } from '../../src/page-data/useFreshPayload'

/** A newer build's payload of the same product (its price and stock may have changed since this page was built). */
function sameProduct(fresh: unknown, current: ProductPayload): fresh is ProductPayload {
  const product = (fresh as Partial<ProductPayload> | null)?.product
  return !!product && typeof product === 'object' && product.id === current.product.id
}

export default function Page() {
  // Left open across a deploy, the page takes the new build's data for this product in place.
  const payload = useFreshPayload(useData<ProductPayload>(), sameProduct)
  // A new product is a new screen: gallery position, quantity, review form and errors start afresh.
  return <ProductScreen key={payload.product.id} payload={payload} />
}
