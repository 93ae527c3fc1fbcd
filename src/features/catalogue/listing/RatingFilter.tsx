import { useT } from '../../../i18n/useT'
import { Rating } from '../../../components/product/Rating'

const LEVELS = [4, 3, 2, 1]

/** Minimum average rating: any, or n stars and up. */
export function RatingFilter({
  value,
  onChange,
}: {
  value: number | null
  onChange: (v: number | null) => void
}) {
  const { t } = useT()
  return (
    <fieldset className="filter-group">
      <legend>{t('filters.rating')}</legend>
      <ul className="filter-options">
        {[null, ...LEVELS].map((level) => (
          <li key={level ?? 'any'}>
            <label>
              <input type="radio" name="rating" checked={value === level} onChange={() => onChange(level)} />
              {level === null ? (
                <span>{t('filters.anyRating')}</span>
              ) : (
                <span className="filter-rating">
                  <Rating value={level} />
                  <span>{t('filters.andUp')}</span>
                </span>
              )}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
