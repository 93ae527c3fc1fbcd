import { useData } from '../../renderer/usePageContext'
import type { HomePayload } from '../../src/domain/payloads'
import { HomeScreen } from '../../src/features/catalogue/screens/HomeScreen'

export default function Page() {
  return <HomeScreen payload={useData<HomePayload>()} />
}
