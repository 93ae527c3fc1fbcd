import { useState, type FormEvent } from 'react'
import { useT } from '../../../i18n/useT'

/** Minimum and maximum price (naira) on the product's highest price, bounded by the listing's highest. */
export function PriceFilter({
  min,
  max,
  bound,
  onChange,
}: {
  min: number | null
  max: number | null
  /** The highest price in the listing, once the index is loaded. */
  bound: number | null
  onChange: (min: number | null, max: number | null) => void
}) {
  const { t } = useT()
  const [from, setFrom] = useState(min === null ? '' : String(min))
  const [to, setTo] = useState(max === null ? '' : String(max))
  const [shown, setShown] = useState({ min, max })
  if (shown.min !== min || shown.max !== max) {
    // The URL changed (back/forward, clear all): show its values.
    setShown({ min, max })
    setFrom(min === null ? '' : String(min))
    setTo(max === null ? '' : String(max))
  }
  const value = (text: string) => (text.trim() === '' || !(Number(text) >= 0) ? null : Number(text))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (value(from) !== min || value(to) !== max) onChange(value(from), value(to))
  }
  return (
    <form className="filter-group filter-price" onSubmit={submit}>
      <fieldset>
        <legend>{t('filters.price')}</legend>
        <div className="filter-price-inputs">
          <label>
            <span className="visually-hidden">{t('filters.minPrice')}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={bound ?? undefined}
              step="any"
              placeholder="₦0"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </label>
          <span aria-hidden="true">–</span>
          <label>
            <span className="visually-hidden">{t('filters.maxPrice')}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={bound ?? undefined}
              step="any"
              placeholder={bound ? `₦${Math.ceil(bound).toLocaleString('en-NG')}` : t('filters.any')}
              value={to}
              onChange={(e) => setTo(e.target.value)}
            />
          </label>
          <button type="submit" className="button button-ghost">
            {t('filters.apply')}
          </button>
        </div>
      </fieldset>
    </form>
  )
}
