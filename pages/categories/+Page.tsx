import { useData } from '../../renderer/usePageContext'
import type { CategoriesPayload } from '../../src/domain/payloads'
import { CategoriesScreen } from '../../src/features/catalogue/screens/CategoriesScreen'

export default function Page() {
  return <CategoriesScreen payload={useData<CategoriesPayload>()} />
}
