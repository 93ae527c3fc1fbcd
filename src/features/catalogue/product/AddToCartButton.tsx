import { useState } from 'react'
import { useT } from '../../../i18n/useT'
import { failureText } from '../../../lib/failure-text'

/** 'Add to cart', 'Adding...' while busy, and why it failed (see failureText). */
export function AddToCartButton({ disabled, onAdd }: { disabled: boolean; onAdd: () => Promise<void> }) {
  const { t } = useT()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button button-primary add-to-cart-button"
        disabled={disabled || busy}
        aria-busy={busy}
        data-testid="add-to-cart"
        onClick={async () => {
          setBusy(true)
          setError(null)
          try {
            await onAdd()
          } catch (failure) {
            setError(failureText(t, failure))
          } finally {
            setBusy(false)
          }
        }}
      >
        {busy ? t('product.adding') : t('product.addToCart')}
      </button>
      {error && (
        <p className="form-error" role="alert" data-testid="add-to-cart-error">
          {error}
        </p>
      )}
    </div>
  )
}
