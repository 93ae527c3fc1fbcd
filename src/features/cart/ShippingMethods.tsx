import { useId, useState } from 'react'
import type { Cart } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { useCartState } from './cart-state'
import { shopTerm } from '../../i18n/shop-terms'

/**
 * The shipping rates the backend offers for the cart's address, as radios; choosing one sends
 * ChangeShippingMethod (updateShippingMethod) and the totals follow from the cart it answers with.
 * Nothing for a cart that needs no shipping. Used by the cart panel and checkout.
 */
export function ShippingMethods({ cart }: { cart: Cart }) {
  const { t } = useT()
  const setShippingMethod = useCartState((s) => s.setShippingMethod)
  const updating = useCartState((s) => s.isUpdatingCart)
  const [error, setError] = useState<string | null>(null)
  // The radio a shopper picked shows at once; the cart's answer (or a refusal) replaces it.
  const [picked, setPicked] = useState<string | null>(null)
  const name = useId()
  if (!cart.needsShipping || cart.shippingRates.length === 0) return null
  const chosen = picked ?? cart.chosenShippingMethods[0] ?? cart.shippingRates[0]?.id

  const choose = (id: string) => {
    setError(null)
    setPicked(id)
    setShippingMethod(id)
      .catch((failure: Error) => setError(failure.message))
      .finally(() => setPicked(null))
  }

  return (
    <fieldset className="shipping-methods" data-testid="shipping-methods" aria-busy={updating}>
      <legend>{t('cart.shippingMethod')}</legend>
      {cart.shippingRates.map((rate) => (
        <label key={rate.id} className="shipping-method" data-testid="shipping-method" data-id={rate.id}>
          <input
            type="radio"
            name={name}
            value={rate.id}
            checked={rate.id === chosen}
            disabled={updating}
            onChange={() => choose(rate.id)}
          />
          <span className="shipping-method-label">{shopTerm(t, 'shipping', rate.label)}</span>
          <span className="shipping-method-cost">{rate.cost}</span>
        </label>
      ))}
      {error && (
        <p className="shipping-error" role="alert" data-testid="shipping-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
