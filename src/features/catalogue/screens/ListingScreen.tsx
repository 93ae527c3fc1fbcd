import { useState } from 'react'
import { useT } from '../../../i18n/useT'
import { storeSettings } from '../../../config/store-settings'
import type { ListingPayload } from '../../../domain/payloads'
import { Pagination } from '../components/Pagination'
import { CatalogueGrid } from '../components/CatalogueGrid'
import '../catalogue-styles'
import '../listing/listing.css'
import { FilterPanel } from '../listing/FilterPanel'
import { defaultListingQuery } from '../listing/filter-grammar'
import { SearchField } from '../listing/SearchField'
import { SortControl } from '../listing/SortControl'
import { useListingQuery } from '../listing/useListingQuery'
import { useListingResults } from '../listing/useListingResults'
import { categoryName } from '../../../i18n/shop-terms'

/**
 * The products listing and the category listings (all their routes share this screen). The
 * prerendered page shows as it is; filter, sort and search (held in the URL) switch it to the
 * filtered catalogue index, which is loaded on the first change.
 */
export function ListingScreen({ payload }: { payload: ListingPayload }) {
  const { t } = useT()
  const { listing } = payload
  const { query, active, search, update } = useListingQuery(listing.basePath)
  const results = useListingResults({
    indexUrl: listing.indexUrl,
    category: listing.category?.slug ?? null,
    query,
    active,
    page: listing.page,
    perPage: listing.perPage,
  })
  const [panelOpen, setPanelOpen] = useState(false)

  const filtered = active ? results.page : null
  const products = filtered?.products ?? listing.products
  const total = filtered?.total ?? listing.total
  const pageCount = filtered?.pageCount ?? listing.pageCount
  const from = products.length ? (listing.page - 1) * listing.perPage + 1 : 0
  const to = products.length ? from + products.length - 1 : 0
  const clearAll = () => update(defaultListingQuery())
  const showFilters = storeSettings.showFilters

  return (
    <div className="container listing">
      <header className="listing-head">
        <h1>{listing.category ? categoryName(t, listing.category) : t('listing.allProducts')}</h1>
      </header>
      <div className={`listing-layout ${showFilters ? 'listing-layout-filters' : ''}`}>
        {showFilters && (
          <FilterPanel
            query={query}
            facets={results.facets}
            status={results.status}
            isCategoryListing={!!listing.category}
            open={panelOpen}
            onClose={() => setPanelOpen(false)}
            onIntent={results.prepare}
            onChange={update}
            onClear={active ? clearAll : null}
          />
        )}
        <div className="listing-main">
          <div className="listing-toolbar">
            {/* Nothing found: only the empty message speaks (no "Showing 0 to 0 of 0" beside it). */}
            <p className="listing-count" data-testid="result-count" role="status">
              {products.length > 0 && t('listing.showing', { from, to, total })}
            </p>
            {showFilters && (
              <button
                type="button"
                className="button button-ghost filter-toggle"
                aria-expanded={panelOpen}
                aria-controls="listing-filters"
                onClick={() => {
                  results.prepare()
                  setPanelOpen(true)
                }}
              >
                {t('filters.show')}
              </button>
            )}
            <SearchField value={query.search} onChange={(term) => update({ ...query, search: term })} />
            {storeSettings.showOrderByDropdown && (
              <SortControl query={query} onChange={update} onIntent={results.prepare} />
            )}
          </div>
          <div className="listing-results" aria-busy={active && !filtered && results.status === 'loading'}>
            {products.length ? (
              <CatalogueGrid products={products} headingLevel={2} />
            ) : (
              <div className="listing-empty" data-testid="listing-empty">
                <p role="status">{t('listing.noProducts')}</p>
                {active && (
                  <button type="button" className="button button-primary" onClick={clearAll}>
                    {t('listing.clearAll')}
                  </button>
                )}
              </div>
            )}
          </div>
          <Pagination basePath={listing.basePath} page={listing.page} pageCount={pageCount} search={search} />
        </div>
      </div>
    </div>
  )
}
