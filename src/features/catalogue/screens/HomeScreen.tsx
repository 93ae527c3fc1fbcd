import { useT } from '../../../i18n/useT'
import type { HomePayload } from '../../../domain/payloads'
import { CategoryGrid } from '../components/CategoryGrid'
import { CatalogueGrid } from '../components/CatalogueGrid'

export function HomeScreen({ payload }: { payload: HomePayload }) {
  const { t } = useT()
  return (
    <div className="home">
      <section className="hero">
        <div className="container hero-inner">
          <h1>{t('home.heroTitle')}</h1>
          <p>{t('home.heroText')}</p>
          <div className="hero-actions">
            <a className="button button-primary" href="/products">
              {t('home.shopAll')}
            </a>
            <a className="button button-ghost" href="/product-category/made-to-order">
              {t('home.configure')}
            </a>
          </div>
        </div>
      </section>
      <section className="container section">
        <div className="section-head">
          <h2>{t('home.categories')}</h2>
          <a href="/categories">{t('home.viewAll')}</a>
        </div>
        <CategoryGrid categories={payload.categories} priority />
      </section>
      <section className="container section">
        <div className="section-head">
          <h2>{t('home.newest')}</h2>
          <a href="/products">{t('home.viewAll')}</a>
        </div>
        <CatalogueGrid products={payload.newest} prioritiseFirst={false} />
      </section>
      {payload.onSale.length > 0 && (
        <section className="container section">
          <div className="section-head">
            <h2>{t('home.onSale')}</h2>
          </div>
          <CatalogueGrid products={payload.onSale} prioritiseFirst={false} />
        </section>
      )}
    </div>
  )
}
