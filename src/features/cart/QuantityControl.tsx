import { useEffect, useId, useRef, useState } from 'react'
import type { CartLine } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { formatInteger } from '../../lib/format'
import { useCartState } from './cart-state'
import { createQuantityTyping } from './quantity-typing'
import { useLineLimit } from './useLineLimit'

/**
 * A line's quantity: − / + steppers and a field to type it (sent 100 ms after the last key, 0 removes
 * the line), up to the line's limit (useLineLimit: the stock, as on the product page). Text that is no quantity,
 * or more than the limit, is refused with a message naming the limit and the field shows the quantity again.
 */
export function QuantityControl({ line, onError }: { line: CartLine; onError: (message: string) => void }) {
  const { t } = useT()
  const updateItemQuantity = useCartState((s) => s.updateItemQuantity)
  const [draft, setDraft] = useState(String(line.quantity))
  const [invalid, setInvalid] = useState(false)
  const hintId = useId()
  const { limit, check } = useLineLimit(line)
  const latest = useRef({ line, onError, updateItemQuantity, limit })
  latest.current = { line, onError, updateItemQuantity, limit }

  const send = (quantity: number) => {
    const { line: current, onError: report, updateItemQuantity: update } = latest.current
    void update(current.key, quantity).catch((error: Error) => {
      report(error.message)
      setDraft(String(latest.current.line.quantity))
    })
  }

  const [typing] = useState(() =>
    createQuantityTyping({
      send,
      current: () => latest.current.line.quantity,
      max: () => latest.current.limit,
      refuse: () => {
        setInvalid(true)
        setDraft(String(latest.current.line.quantity))
      },
    }),
  )
  useEffect(() => () => typing.cancel(), [typing])
  // The cart's quantity (an answer, a stepper, a rollback) is what the field shows.
  useEffect(() => {
    setDraft(String(line.quantity))
    setInvalid(false)
  }, [line.quantity])

  const step = (by: number) => {
    typing.cancel()
    setInvalid(false)
    send(Math.min(limit, Math.max(0, line.quantity + by)))
  }

  return (
    <div className="qty">
      <div
        className="qty-control"
        role="group"
        aria-label={t('cart.quantityOf', { name: line.name })}
        onPointerDown={check}
        onFocus={check}
      >
        <button
          type="button"
          className="qty-button"
          aria-label={t('cart.decrease')}
          data-testid="qty-decrease"
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          className="qty-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={t('cart.quantity')}
          aria-invalid={invalid}
          aria-describedby={invalid ? hintId : undefined}
          data-testid="cart-line-qty"
          value={draft}
          onChange={(event) => {
            setInvalid(false)
            setDraft(event.target.value)
            typing.type(event.target.value)
          }}
          onBlur={typing.flush}
          onKeyDown={(event) => {
            if (event.key === 'Enter') typing.flush()
          }}
        />
        <button
          type="button"
          className="qty-button"
          aria-label={t('cart.increase')}
          data-testid="qty-increase"
          disabled={line.quantity >= limit}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      {invalid && (
        <p className="qty-error" id={hintId} role="alert" data-testid="qty-error">
          {t('cart.quantityInvalid', { max: formatInteger(limit) })}
        </p>
      )}
    </div>
  )
}
