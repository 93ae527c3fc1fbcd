import { useId, useState, type FormEvent } from 'react'
import { ErrorLine } from '../../../components/form'
import { useT } from '../../../i18n/useT'
import { formatInteger } from '../../../lib/format'

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
  const [reversed, setReversed] = useState(false)
  const errorId = `${useId()}-price-error`
  if (shown.min !== min || shown.max !== max) {
    // The URL changed (back/forward, clear all): show its values.
    setShown({ min, max })
    setFrom(min === null ? '' : String(min))
    setTo(max === null ? '' : String(max))
  }
  const value = (text: string) => (text.trim() === '' || !(Number(text) >= 0) ? null : Number(text))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const [low, high] = [value(from), value(to)]
    // Said, not silently applied: a range that ends below its start matches nothing the shopper meant.
    const wrongWay = low !== null && high !== null && low > high
    setReversed(wrongWay)
    if (!wrongWay && (low !== min || high !== max)) onChange(low, high)
  }
  const edit = (set: (text: string) => void) => (text: string) => {
    setReversed(false)
    set(text)
  }
  const invalid = reversed ? errorId : null
  return (
    <form className="filter-group filter-price" onSubmit={submit}>
      <fieldset>
        <legend>{t('filters.price')}</legend>
        <div className="filter-price-inputs">
          <PriceInput
            label={t('filters.minPrice')}
            bound={bound}
            placeholder="₦0"
            value={from}
            onChange={edit(setFrom)}
            invalidBy={invalid}
          />
          <span aria-hidden="true">–</span>
          <PriceInput
            label={t('filters.maxPrice')}
            bound={bound}
            placeholder={bound ? `₦${formatInteger(Math.ceil(bound))}` : t('filters.any')}
            value={to}
            onChange={edit(setTo)}
            invalidBy={invalid}
          />
          <button type="submit" className="button button-ghost">
            {t('filters.apply')}
          </button>
        </div>
        <ErrorLine id={errorId} role="alert" testId="price-filter-error">
          {reversed && t('filters.minAboveMax')}
        </ErrorLine>
      </fieldset>
    </form>
  )
}

function PriceInput(props: {
  label: string
  bound: number | null
  placeholder: string
  value: string
  onChange: (value: string) => void
  /** The id of the error line that describes this input while the range is wrong, else null. */
  invalidBy: string | null
}) {
  return (
    <label>
      <span className="visually-hidden">{props.label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={props.bound ?? undefined}
        step="any"
        placeholder={props.placeholder}
        value={props.value}
        aria-invalid={props.invalidBy ? true : undefined}
        aria-describedby={props.invalidBy ?? undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  )
}
