import { useT } from '../../../i18n/useT'
import { DEFAULT_ORDER, ORDER_BYS, type ListingQuery, type OrderBy } from './filter-grammar'

/** The order-by dropdown and the ASC/DESC toggle (store setting `showOrderByDropdown`). */
export function SortControl({
  query,
  onChange,
  onIntent,
}: {
  query: ListingQuery
  onChange: (next: ListingQuery) => void
  onIntent: () => void
}) {
  const { t } = useT()
  const descending = query.order === 'DESC'
  return (
    <div className="sort-control" onPointerEnter={onIntent} onFocus={onIntent}>
      <label>
        <span>{t('sort.label')}</span>
        <select
          value={query.orderby}
          onChange={(e) => {
            const orderby = e.target.value as OrderBy
            onChange({ ...query, orderby, order: DEFAULT_ORDER[orderby] })
          }}
        >
          {ORDER_BYS.map((orderby) => (
            <option key={orderby} value={orderby}>
              {t(`sort.${orderby}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button button-ghost sort-direction"
        aria-label={t(descending ? 'sort.descending' : 'sort.ascending')}
        title={t('sort.reverse')}
        onClick={() => onChange({ ...query, order: descending ? 'ASC' : 'DESC' })}
      >
        <span aria-hidden="true">{descending ? '↓' : '↑'}</span>{' '}
        {t(descending ? 'sort.descendingShort' : 'sort.ascendingShort')}
      </button>
    </div>
  )
}
