import { useT } from '../../../i18n/useT'

/** Five radio buttons drawn as stars. */
export function StarInput({
  value,
  onChange,
  invalid,
}: {
  value: number
  onChange: (v: number) => void
  invalid: boolean
}) {
  const { t } = useT()
  return (
    <fieldset className="star-input" aria-invalid={invalid}>
      <legend>{t('review.rating')}</legend>
      {[1, 2, 3, 4, 5].map((stars) => (
        <label
          key={stars}
          className={stars <= value ? 'is-on' : ''}
          title={t('review.stars', { count: stars })}
        >
          <input
            type="radio"
            name="rating"
            value={stars}
            checked={value === stars}
            onChange={() => onChange(stars)}
            aria-label={t('review.stars', { count: stars })}
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </fieldset>
  )
}
