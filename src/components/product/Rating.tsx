import { useT } from '../../i18n/useT'

/** Five stars filled to the average rating. */
export function Rating({ value, count }: { value: number; count?: number }) {
  const { t } = useT()
  const percent = Math.max(0, Math.min(100, (value / 5) * 100))
  return (
    <span className="rating" title={t('product.ratingOutOf', { rating: value.toFixed(1) })}>
      <span className="rating-stars" aria-hidden="true">
        <span className="rating-fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="visually-hidden">{t('product.ratingOutOf', { rating: value.toFixed(1) })}</span>
      {count !== undefined && <span className="rating-count">({count})</span>}
    </span>
  )
}
