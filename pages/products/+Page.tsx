import { useData } from '../../renderer/usePageContext'
import type { ListingPayload } from '../../src/domain/payloads'
import { ListingScreen } from '../../src/features/catalogue/screens/ListingScreen'

export default function Page() {
  return <ListingScreen payload={useData<ListingPayload>()} />
}
