import { Dialog } from '../../../components/dialog'
import { useT } from '../../../i18n/useT'
import { FacetList } from './FacetList'
import type { ListingFilter, ListingQuery } from './filter-grammar'
import type { ListingFacets } from './listing-facets'
import { PriceFilter } from './PriceFilter'
import { RatingFilter } from './RatingFilter'

/** Label of an attribute taxonomy: a translation when there is one, else `pa_screen_size` → "Screen size". */
function useTaxonomyLabel() {
  const { t } = useT()
  return (taxonomy: string) => {
    const words = taxonomy.replace(/^pa_/, '').replace(/[-_]+/g, ' ')
    return t(`filters.attributes.${taxonomy}`, {
      defaultValue: words.charAt(0).toUpperCase() + words.slice(1),
    })
  }
}

/**
 * The filter panel: price, rating, categories (not on a category listing), attribute terms by taxonomy,
 * on sale, and 'Clear all filters and search'. A sidebar on wide screens, an off-canvas panel on phones.
 * Category and term lists come from the catalogue index; reaching for the panel starts loading it.
 */
export function FilterPanel({
  query,
  facets,
  status,
  isCategoryListing,
  open,
  onClose,
  onIntent,
  onChange,
  onClear,
}: {
  query: ListingQuery
  facets: ListingFacets | null
  status: 'idle' | 'loading' | 'ready' | 'error'
  isCategoryListing: boolean
  open: boolean
  onClose: () => void
  onIntent: () => void
  onChange: (next: ListingQuery) => void
  onClear: (() => void) | null
}) {
  const { t } = useT()
  const taxonomyLabel = useTaxonomyLabel()
  const { filter } = query
  const set = (patch: Partial<ListingFilter>) => onChange({ ...query, filter: { ...filter, ...patch } })
  // Open only on narrow screens (the toggle shows there): a modal dialog; otherwise a sidebar.
  return (
    <Dialog
      as="aside"
      name="filter-panel"
      open={open}
      onClose={onClose}
      title={t('filters.title')}
      backdrop="filter-backdrop"
      id="listing-filters"
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    >
      <PriceFilter
        min={filter.minPrice}
        max={filter.maxPrice}
        bound={facets?.maxPrice ?? null}
        onChange={(minPrice, maxPrice) => set({ minPrice, maxPrice })}
      />
      <RatingFilter value={filter.rating} onChange={(rating) => set({ rating })} />
      <label className="filter-group filter-sale">
        <input type="checkbox" checked={filter.sale} onChange={(e) => set({ sale: e.target.checked })} />
        <span>{t('filters.onSale')}</span>
      </label>
      {facets ? (
        <>
          {!isCategoryListing && (
            <FacetList
              legend={t('filters.categories')}
              kind="category"
              options={facets.categories}
              selected={filter.categories}
              onChange={(categories) => set({ categories })}
            />
          )}
          {facets.attributes.map(({ taxonomy, options }) => (
            <FacetList
              key={taxonomy}
              legend={taxonomyLabel(taxonomy)}
              kind="value"
              options={options}
              selected={filter.attributes[taxonomy] ?? []}
              onChange={(slugs) => set({ attributes: { ...filter.attributes, [taxonomy]: slugs } })}
            />
          ))}
        </>
      ) : (
        <p className="filter-status" role="status">
          {status === 'error' ? t('filters.loadError') : status === 'loading' ? t('filters.loading') : ''}
        </p>
      )}
      {onClear && (
        <button type="button" className="button button-ghost filter-clear" onClick={onClear}>
          {t('listing.clearAll')}
        </button>
      )}
    </Dialog>
  )
}
