import { useId, useState } from 'react'
import type { Cart } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { useCartState } from './cart-state'

/**
 * The coupon field with Apply, and the applied coupons with their discount and Remove. A refusal shows
 * the backend's message under the field and keeps the code typed. Used by the cart panel and checkout;
 * not a <form>, so it may sit inside the checkout's form (Enter in the field applies the code).
 */
export function CouponForm({ cart }: { cart: Cart }) {
  const { t } = useT()
  const applyCoupon = useCartState((s) => s.applyCoupon)
  const removeCoupon = useCartState((s) => s.removeCoupon)
  const busy = useCartState((s) => s.isUpdatingCoupon)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()
  const errorId = useId()

  const submit = async () => {
    if (busy) return
    if (!code.trim()) {
      setError(t('cart.couponRequired'))
      return
    }
    setError(null)
    try {
      await applyCoupon(code)
      setCode('')
    } catch (failure) {
      setError((failure as Error).message)
    }
  }

  const remove = (applied: string) => {
    setError(null)
    removeCoupon(applied).catch((failure: Error) => setError(failure.message))
  }

  return (
    <div className="coupon" data-testid="coupon">
      <div className="coupon-form" role="group" aria-labelledby={`${inputId}-label`}>
        <label htmlFor={inputId} id={`${inputId}-label`} className="coupon-label">
          {t('cart.couponLabel')}
        </label>
        <div className="coupon-row">
          <input
            id={inputId}
            className="coupon-input"
            data-testid="coupon-input"
            name="coupon"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={100}
            placeholder={t('cart.couponPlaceholder')}
            value={code}
            aria-invalid={!!error}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setCode(event.target.value)
              if (error) setError(null)
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              void submit()
            }}
          />
          <button
            type="button"
            onClick={() => void submit()}
            className="button button-ghost coupon-apply"
            data-testid="coupon-apply"
            disabled={busy}
          >
            {busy ? t('cart.applying') : t('cart.apply')}
          </button>
        </div>
        {error && (
          <p className="coupon-error" id={errorId} role="alert" data-testid="coupon-error">
            {error}
          </p>
        )}
      </div>
      {cart.coupons.length > 0 && (
        <ul className="coupon-list" aria-label={t('cart.appliedCoupons')}>
          {cart.coupons.map((coupon) => (
            <li
              key={coupon.code}
              className="coupon-chip"
              data-testid="applied-coupon"
              data-code={coupon.code}
            >
              <span className="coupon-code">{coupon.code.toUpperCase()}</span>
              <span className="coupon-amount" data-testid="applied-coupon-amount">
                −{coupon.discountAmount}
              </span>
              <button
                type="button"
                className="coupon-remove"
                data-testid="coupon-remove"
                aria-label={t('cart.removeCoupon', { code: coupon.code.toUpperCase() })}
                disabled={busy}
                onClick={() => remove(coupon.code)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
