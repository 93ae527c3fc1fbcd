import { useData } from '../../renderer/usePageContext'
import type { ProductPayload } from '../../src/domain/payloads'
import { ProductScreen } from '../../src/features/catalogue/screens/ProductScreen'

export default function Page() {
  return <ProductScreen payload={useData<ProductPayload>()} />
}
