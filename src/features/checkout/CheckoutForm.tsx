import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import type { Cart, Customer } from '../../domain/shop'
import { storeSettings } from '../../config/store-settings'
import { useT } from '../../i18n/useT'
import { useCheckoutState } from './checkout-state'
import { fieldId } from './checkout-form'
import { preloadPayment } from '../payment'
import { CARD_GATEWAY, isBillingAddressShown, needsShipping } from './checkout-rules'
import { firstInvalid, validateCheckout, type ValidationContext } from './checkout-validation'
import { AccountFields } from './AccountFields'
import { BillingSection, ShippingSection } from './AddressSections'
import { OrderReview } from './OrderReview'
import { PaymentOptions } from './PaymentOptions'
import { PlaceOrderButton } from './PlaceOrderButton'
import { usePaymentGateways } from './useCheckoutData'
import { useCheckoutForm } from './useCheckoutForm'
import { useFieldError } from './useFieldError'
import { useShippingLocationSync } from './useShippingLocationSync'

/**
 * The checkout form: addresses, account and note on the left; the order review, payment and the
 * place-order button on the right (one column on a phone). Nothing is sent until every field is valid;
 * a refusal shows the backend's first message and keeps everything typed.
 */
export function CheckoutForm({
  cart,
  customer,
  guest,
  onPlaced,
}: {
  cart: Cart
  customer: Customer | null
  guest: boolean
  onPlaced(): void
}) {
  const { t } = useT()
  const state = useCheckoutForm(customer)
  const gateways = usePaymentGateways()
  const placeOrder = useCheckoutState((s) => s.placeOrder)
  const [attempted, setAttempted] = useState(false)
  // The card popup charges the cart as it is when it opens, not as it was at the press.
  const latestCart = useRef(cart)
  latestCart.current = cart
  const [failure, setFailure] = useState<{ text: string; note: boolean } | null>(null)

  const shippingNeeded = needsShipping(cart)
  const billingAddressShown = isBillingAddressShown(cart, storeSettings.hideBillingAddressForVirtualProducts)
  const context: ValidationContext = { billingAddressShown, shippingNeeded, guest }
  // The chosen gateway, else the backend's first (the card, as WooNuxt defaults to it).
  const paymentMethod = gateways.some((g) => g.id === state.form.paymentMethod)
    ? state.form.paymentMethod
    : (gateways[0]?.id ?? '')
  const form = { ...state.form, paymentMethod }
  useEffect(() => {
    if (paymentMethod === CARD_GATEWAY) preloadPayment()
  }, [paymentMethod])
  // After a first try, messages follow the fields as they are corrected.
  const errors = useMemo(
    () => (attempted ? validateCheckout(form, context) : {}),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [attempted, state.form, paymentMethod, billingAddressShown, shippingNeeded, guest],
  )
  const errorOf = useFieldError(errors)
  const location = useShippingLocationSync(state.form, customer, shippingNeeded && billingAddressShown)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setAttempted(true)
    setFailure(null)
    const first = firstInvalid(validateCheckout(form, context))
    if (first) {
      document.getElementById(fieldId(first))?.focus()
      return
    }
    const result = await placeOrder(form, context, { cart: () => latestCart.current })
    if (result.success) {
      state.discardDraft()
      onPlaced()
    } else
      setFailure({
        text: result.errorKey
          ? t(result.errorKey, { ...result.errorValues, defaultValue: result.error })
          : result.error,
        // A closed payment popup is the shopper's choice: a note, everything kept.
        note: !!result.cancelled,
      })
  }

  return (
    <form className="checkout" noValidate onSubmit={(e) => void submit(e)} data-testid="checkout-form">
      <div className="checkout-main">
        <BillingSection state={state} errors={errors} addressShown={billingAddressShown} />
        {guest && <AccountFields state={state} errors={errors} />}
        {shippingNeeded && <ShippingSection state={state} errors={errors} />}
        <section className="checkout-section">
          <h2>{t('checkout.additionalInformation')}</h2>
          <div className="checkout-field">
            <label htmlFor="checkout-customerNote">
              {t('checkout.orderNotes')} <span className="field-optional">{t('checkout.optional')}</span>
            </label>
            <textarea
              id="checkout-customerNote"
              name="customerNote"
              rows={4}
              maxLength={2000}
              placeholder={t('checkout.orderNotesPlaceholder')}
              value={state.form.customerNote}
              onChange={(event) => state.set('customerNote', event.target.value)}
            />
          </div>
        </section>
      </div>
      <aside className="checkout-side">
        <OrderReview cart={cart} shippingError={location.error} updating={location.updating} />
        <PaymentOptions
          gateways={gateways}
          value={paymentMethod}
          onValue={(id) => state.set('paymentMethod', id)}
          error={errorOf('paymentMethod', t('checkout.payment'))}
        />
        {attempted && Object.keys(errors).length > 0 && (
          <p className="form-error" data-testid="checkout-invalid">
            {t('checkout.errors.invalidForm')}
          </p>
        )}
        {failure && (
          <p
            className={failure.note ? 'checkout-note' : 'form-error checkout-failure'}
            role={failure.note ? 'status' : 'alert'}
            data-testid={failure.note ? 'checkout-note' : 'checkout-error'}
          >
            {failure.text}
          </p>
        )}
        <PlaceOrderButton waiting={location.updating} />
      </aside>
    </form>
  )
}
