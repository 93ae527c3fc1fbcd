import { useData } from '../../renderer/usePageContext'
import type { ProductPayload } from '../../src/domain/payloads'
import { ProductScreen } from '../../src/features/catalogue/screens/ProductScreen'

export default function Page() {
  const payload = useData<ProductPayload>()
  // A new product is a new screen: gallery position, quantity, review form and errors start afresh.
  return <ProductScreen key={payload.product.id} payload={payload} />
}
