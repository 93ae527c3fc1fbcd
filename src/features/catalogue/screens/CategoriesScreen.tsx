import { useT } from '../../../i18n/useT'
import type { CategoriesPayload } from '../../../domain/payloads'
import { CategoryGrid } from '../components/CategoryGrid'

export function CategoriesScreen({ payload }: { payload: CategoriesPayload }) {
  const { t } = useT()
  return (
    <div className="container section">
      <h1>{t('categories.title')}</h1>
      <CategoryGrid categories={payload.categories} priority />
    </div>
  )
}
