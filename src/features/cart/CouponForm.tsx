import { useId, useState } from 'react'
import {
  describedBy,
  ErrorLine,
  SubmitButton,
  useResultMessage,
  useSubmit,
  type Refusal,
} from '../../components/form'
import type { Cart } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { formatDiscount } from '../../lib/format'
import { useCartState } from './cart-state'
import { couponRefusal } from './coupon-refusal'

type Outcome = { success: true } | Refusal

/** A coupon action that throws its refusal, as an outcome; `code` is the code as the shopper typed it. */
async function outcomeOf(action: () => Promise<unknown>, code: string): Promise<Outcome> {
  try {
    await action()
    return { success: true }
  } catch (failure) {
    return couponRefusal((failure as Error).message, code)
  }
}

interface EntryProps {
  code: string
  onCode(code: string): void
  apply(): void
  busy: boolean
  error: string | null
}

/** The coupon field with Apply; Enter in the field applies the code too. */
function CouponEntry({ code, onCode, apply, busy, error }: EntryProps) {
  const { t } = useT()
  const inputId = useId()
  const errorId = useId()
  return (
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
          {...describedBy(errorId, error)}
          onChange={(event) => onCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            apply()
          }}
        />
        <SubmitButton
          type="button"
          onClick={apply}
          className="button button-ghost coupon-apply"
          testId="coupon-apply"
          busy={busy}
          spinner={false}
          label={t('cart.apply')}
          busyLabel={t('cart.applying')}
        />
      </div>
      <ErrorLine id={errorId} className="coupon-error" role="alert" testId="coupon-error">
        {error}
      </ErrorLine>
    </div>
  )
}

/** The applied coupons with their discount and Remove. */
function AppliedCoupons({ cart, busy, remove }: { cart: Cart; busy: boolean; remove(code: string): void }) {
  const { t } = useT()
  if (cart.coupons.length === 0) return null
  return (
    <ul className="coupon-list" aria-label={t('cart.appliedCoupons')}>
      {cart.coupons.map((coupon) => (
        <li key={coupon.code} className="coupon-chip" data-testid="applied-coupon" data-code={coupon.code}>
          <span className="coupon-code">{coupon.code.toUpperCase()}</span>
          <span className="coupon-amount" data-testid="applied-coupon-amount">
            {formatDiscount(coupon.discountAmount)}
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
  )
}

/**
 * The coupon field with Apply, and the applied coupons with their discount and Remove. A refusal shows
 * the shop's message in the shopper's language (coupon-refusal.ts) under the field and keeps the code typed. Used by the cart panel and checkout;
 * not a <form>, so it may sit inside the checkout's form (Enter in the field applies the code).
 */
export function CouponForm({ cart }: { cart: Cart }) {
  const { t } = useT()
  const applyCoupon = useCartState((s) => s.applyCoupon)
  const removeCoupon = useCartState((s) => s.removeCoupon)
  const busy = useCartState((s) => s.isUpdatingCoupon)
  const submission = useSubmit<Outcome>()
  const message = useResultMessage()
  const [code, setCode] = useState('')
  const refused = (): Outcome | null =>
    code.trim() ? null : { success: false, error: t('cart.couponRequired') }

  const apply = async () => {
    if (busy) return
    const outcome = await submission.submit(() => outcomeOf(() => applyCoupon(code), code), refused)
    if (outcome?.success) setCode('')
  }
  const remove = async (applied: string) => {
    submission.clear()
    const outcome = await outcomeOf(() => removeCoupon(applied), applied.toUpperCase())
    if (!outcome.success) submission.refuse(outcome)
  }

  return (
    <div className="coupon" data-testid="coupon">
      <CouponEntry
        code={code}
        onCode={(value) => {
          setCode(value)
          submission.clear()
        }}
        apply={() => void apply()}
        busy={busy}
        error={message(submission.result)}
      />
      <AppliedCoupons cart={cart} busy={busy} remove={(applied) => void remove(applied)} />
    </div>
  )
}
