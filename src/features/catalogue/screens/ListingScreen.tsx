import { useTranslation } from 'react-i18next'
import type { ListingPayload } from '../../../domain/payloads'
import { Pagination } from '../components/Pagination'
import { ProductGrid } from '../components/ProductGrid'

/** The products listing and the category listings (all their routes share this screen). */
export function ListingScreen({ payload }: { payload: ListingPayload }) {
  const { t } = useTranslation()
  const { listing } = payload
  const from = listing.total ? (listing.page - 1) * listing.perPage + 1 : 0
  const to = Math.min(listing.page * listing.perPage, listing.total)
  return (
    <div className="container listing">
      <header className="listing-head">
        <h1>{listing.category ? listing.category.name : t('listing.allProducts')}</h1>
        <p className="listing-count" data-testid="result-count">
          {t('listing.showing', { from, to, total: listing.total })}
        </p>
      </header>
      {listing.products.length ? (
        <ProductGrid products={listing.products} />
      ) : (
        <div className="listing-empty">
          <p>{t('listing.noProducts')}</p>
        </div>
      )}
      <Pagination basePath={listing.basePath} page={listing.page} pageCount={listing.pageCount} />
    </div>
  )
}
