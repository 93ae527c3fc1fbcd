import { useT } from '../../i18n/useT'
import { formatRating } from '../../lib/format'

/** Five stars filled to the average rating. */
export function Rating({ value, count }: { value: number; count?: number }) {
  const { t, i18n } = useT()
  const label = t('product.ratingOutOf', { rating: formatRating(value, i18n.language) })
  const percent = Math.max(0, Math.min(100, (value / 5) * 100))
  return (
    <span className="rating" title={label}>
      <span className="rating-stars" aria-hidden="true">
        <span className="rating-fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="visually-hidden">{label}</span>
      {count !== undefined && <span className="rating-count">({count})</span>}
    </span>
  )
}
