import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useSubmit } from '../../components/form'
import { storeSettings } from '../../config/store-settings'
import type { Cart, PaymentGateway } from '../../domain/shop'
import { useCheckoutState } from './checkout-state'
import { preloadPayment } from '../payment'
import { fieldId, type CheckoutForm } from './checkout-form'
import { CARD_GATEWAY, isBillingAddressShown, needsShipping } from './checkout-rules'
import type { PlaceOrderResult } from './checkout-slice'
import { firstInvalid, validateCheckout, type ValidationContext } from './checkout-validation'
import type { CheckoutFormState } from './useCheckoutForm'

/** The chosen gateway, else the backend's first (the card, as WooNuxt defaults to it); the card's SDK preloads. */
function usePaymentMethod(chosen: string, gateways: PaymentGateway[]): string {
  const paymentMethod = gateways.some((g) => g.id === chosen) ? chosen : (gateways[0]?.id ?? '')
  useEffect(() => {
    if (paymentMethod === CARD_GATEWAY) preloadPayment()
  }, [paymentMethod])
  return paymentMethod
}

/** What the cart asks of the form: a billing address or only contact fields, a shipping address, an account. */
export function useValidationContext(cart: Cart, guest: boolean): ValidationContext {
  const shippingNeeded = needsShipping(cart)
  const billingAddressShown = isBillingAddressShown(cart, storeSettings.hideBillingAddressForVirtualProducts)
  return useMemo(
    () => ({ billingAddressShown, shippingNeeded, guest }),
    [billingAddressShown, shippingNeeded, guest],
  )
}

interface CheckoutSubmitOptions {
  state: CheckoutFormState
  gateways: PaymentGateway[]
  cart: Cart
  context: ValidationContext
  onPlaced(): void
}

/**
 * Place order: nothing is sent until every field is valid (the first invalid one takes the focus, and after a
 * first try the messages follow the fields as they are corrected); a refusal keeps everything typed.
 */
export function useCheckoutSubmit({ state, gateways, cart, context, onPlaced }: CheckoutSubmitOptions) {
  const placeOrder = useCheckoutState((s) => s.placeOrder)
  const submission = useSubmit<PlaceOrderResult>()
  const [attempted, setAttempted] = useState(false)
  // The card popup charges the cart as it is when it opens, not as it was at the press.
  const latestCart = useRef(cart)
  latestCart.current = cart
  const paymentMethod = usePaymentMethod(state.form.paymentMethod, gateways)
  const form: CheckoutForm = useMemo(() => ({ ...state.form, paymentMethod }), [state.form, paymentMethod])
  const errors = useMemo(() => (attempted ? validateCheckout(form, context) : {}), [attempted, form, context])

  async function submit(event: FormEvent) {
    event.preventDefault()
    setAttempted(true)
    submission.clear()
    const first = firstInvalid(validateCheckout(form, context))
    if (first) return document.getElementById(fieldId(first))?.focus()
    const result = await submission.submit(() =>
      placeOrder(form, context, { cart: () => latestCart.current }),
    )
    if (!result?.success) return
    state.discardDraft()
    onPlaced()
  }

  return { paymentMethod, errors, attempted, result: submission.result, submit }
}
