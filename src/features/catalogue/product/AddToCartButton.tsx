import { useRef, useState } from 'react'
import { useT } from '../../../i18n/useT'
import { useEarlyAction } from '../../../lib/early-action'

/**
 * 'Add to cart', 'Adding...' while busy, and why it failed (see failureText). A tap before the page is live is
 * carried out once it is (useEarlyAction); a tap while adding is ignored. The button stays focusable while busy
 * (aria-disabled, not disabled) so focus is still on it when the cart panel opens and comes back to it after.
 */
export function AddToCartButton({ disabled, onAdd }: { disabled: boolean; onAdd: () => Promise<void> }) {
  const { t } = useT()
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)
  const [error, setError] = useState<string | null>(null)
  const add = async () => {
    if (disabled || busyRef.current) return
    busyRef.current = true
    setBusy(true)
    setError(null)
    try {
      await onAdd()
    } catch (failure) {
      // Loaded on failure only: the wording module is shared with the forms, whose chunk a product page need not load.
      const { failureText } = await import('../../../lib/failure-text')
      setError(failureText(t, failure))
    } finally {
      busyRef.current = false
      setBusy(false)
    }
  }
  useEarlyAction('add-to-cart', () => void add())
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button button-primary add-to-cart-button"
        disabled={disabled}
        aria-disabled={busy}
        aria-busy={busy}
        data-testid="add-to-cart"
        data-early-action="add-to-cart"
        onClick={() => void add()}
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
