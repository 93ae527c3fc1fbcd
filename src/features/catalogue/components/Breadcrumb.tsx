import { useT } from '../../../i18n/useT'
import type { ProductDetail } from '../../../domain/catalogue'
import { categoryName } from '../../../i18n/shop-terms'

export function Breadcrumb({ product }: { product: ProductDetail }) {
  const { t } = useT()
  const category = product.categoryRefs[0]
  return (
    <nav className="breadcrumb" aria-label={t('product.breadcrumb')}>
      <a href="/">{t('nav.home')}</a>
      {category && (
        <>
          <span aria-hidden="true">/</span>
          <a href={`/product-category/${category.slug}`}>{categoryName(t, category)}</a>
        </>
      )}
      <span aria-hidden="true">/</span>
      <span aria-current="page">{product.name}</span>
    </nav>
  )
}
