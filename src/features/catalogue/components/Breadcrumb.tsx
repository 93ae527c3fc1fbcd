import { useT } from '../../../i18n/useT'
import type { ProductDetail } from '../../../domain/catalogue'

export function Breadcrumb({ product }: { product: ProductDetail }) {
  const { t } = useT()
  const category = product.categoryRefs[0]
  return (
    <nav className="breadcrumb" aria-label={t('product.breadcrumb')}>
      <a href="/">{t('nav.home')}</a>
      {category && (
        <>
          <span aria-hidden="true">/</span>
          <a href={`/product-category/${category.slug}`}>{category.name}</a>
        </>
      )}
      <span aria-hidden="true">/</span>
      <span aria-current="page">{product.name}</span>
    </nav>
  )
}
