import { StaticPageScreen } from '../../src/features/static-pages/StaticPageScreen'

export default function Page() {
  return <StaticPageScreen pageKey="warranty" />
}
