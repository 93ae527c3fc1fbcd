import { MAX_LINE_QUANTITY } from '../../../config/limits'
import { useT } from '../../../i18n/useT'

/** A quantity of 1 to `max` (the cart's line limit unless the stock is smaller) with − and + buttons. */
export function QuantityInput({
  value,
  onChange,
  max = MAX_LINE_QUANTITY,
}: {
  value: number
  onChange: (value: number) => void
  max?: number
}) {
  const { t } = useT()
  const set = (next: number) =>
    onChange(Math.max(1, Math.min(max, Number.isFinite(next) ? Math.round(next) : 1)))
  return (
    <div className="quantity" role="group" aria-label={t('product.quantity')}>
      <button
        type="button"
        onClick={() => set(value - 1)}
        disabled={value <= 1}
        aria-label={t('product.decrease')}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        aria-label={t('product.quantity')}
        onChange={(event) => set(Number(event.target.value))}
      />
      <button
        type="button"
        onClick={() => set(value + 1)}
        disabled={value >= max}
        aria-label={t('product.increase')}
      >
        +
      </button>
    </div>
  )
}
