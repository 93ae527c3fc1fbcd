import { useTranslation } from 'react-i18next'
import type { CategoriesPayload } from '../../../domain/payloads'
import { CategoryGrid } from '../components/CategoryGrid'

export function CategoriesScreen({ payload }: { payload: CategoriesPayload }) {
  const { t } = useTranslation()
  return (
    <div className="container section">
      <h1>{t('categories.title')}</h1>
      <CategoryGrid categories={payload.categories} priority />
    </div>
  )
}
