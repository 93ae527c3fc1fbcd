import { TextareaField, FormMessage } from '../../components/form'
import type { Cart, Customer } from '../../domain/shop'
import { shopTerm } from '../../i18n/shop-terms'
import { useT } from '../../i18n/useT'
import { AccountFields } from './AccountFields'
import { gatewaysForCart } from './checkout-rules'
import { BillingSection, ShippingSection } from './AddressSections'
import type { PlaceOrderResult } from './checkout-slice'
import { OrderReview } from './OrderReview'
import { PaymentOptions } from './PaymentOptions'
import { PlaceOrderButton } from './PlaceOrderButton'
import { usePaymentGateways } from './useCheckoutData'
import { useCheckoutForm, type CheckoutFormState } from './useCheckoutForm'
import { useCheckoutSubmit, useValidationContext } from './useCheckoutSubmit'
import { useFieldError } from './useFieldError'
import { useShippingLocationSync } from './useShippingLocationSync'

/** "Additional information": the order note. */
function NoteSection({ state }: { state: CheckoutFormState }) {
  const { t } = useT()
  const label = (
    <>
      {t('checkout.orderNotes')} <span className="field-optional">{t('checkout.optional')}</span>
    </>
  )
  return (
    <section className="checkout-section">
      <h2>{t('checkout.additionalInformation')}</h2>
      <TextareaField
        className="form-field"
        label={label}
        id="checkout-customerNote"
        name="customerNote"
        rows={4}
        maxLength={2000}
        placeholder={t('checkout.orderNotesPlaceholder')}
        value={state.form.customerNote}
        onValue={(value) => state.set('customerNote', value)}
      />
    </section>
  )
}

/** Under the payment: 'please correct the fields', the backend's refusal, or the note of a closed popup. */
function CheckoutMessages({ invalid, result }: { invalid: boolean; result: PlaceOrderResult | null }) {
  const { t } = useT()
  const failure = result && !result.success ? result : null
  // A closed payment popup is the shopper's choice: a note, everything kept.
  const note = !!failure?.cancelled
  return (
    <>
      <FormMessage tone="plain" testId="checkout-invalid">
        {invalid && t('checkout.errors.invalidForm')}
      </FormMessage>
      <FormMessage
        tone={note ? 'status' : 'error'}
        className={note ? 'checkout-note' : 'form-error checkout-failure'}
        testId={note ? 'checkout-note' : 'checkout-error'}
      >
        {failure &&
          (failure.errorKey
            ? t(failure.errorKey, {
                ...failure.errorValues,
                message: shopTerm(t, 'reason', failure.errorValues?.message ?? ''),
                defaultValue: failure.error,
              })
            : failure.error)}
      </FormMessage>
    </>
  )
}

/**
 * The checkout form: addresses, account and note on the left; the order review, payment and the
 * place-order button on the right (one column on a phone). Nothing is sent until every field is valid;
 * a refusal shows the backend's first message and keeps everything typed.
 */
export function CheckoutForm(props: {
  cart: Cart
  customer: Customer | null
  guest: boolean
  onPlaced(): void
}) {
  const { cart, customer, guest } = props
  const { t } = useT()
  const state = useCheckoutForm(customer)
  const gateways = gatewaysForCart(cart, usePaymentGateways())
  const context = useValidationContext(cart, guest)
  const { paymentMethod, errors, attempted, result, submit } = useCheckoutSubmit({
    ...props,
    state,
    gateways,
    context,
  })
  const errorOf = useFieldError(errors)
  const { shippingNeeded, billingAddressShown } = context
  const location = useShippingLocationSync(state.form, customer, shippingNeeded && billingAddressShown)
  return (
    <form className="checkout" noValidate onSubmit={(e) => void submit(e)} data-testid="checkout-form">
      <div className="checkout-main">
        <BillingSection state={state} errors={errors} addressShown={billingAddressShown} />
        {guest && <AccountFields state={state} errors={errors} />}
        {shippingNeeded && <ShippingSection state={state} errors={errors} />}
        <NoteSection state={state} />
      </div>
      <aside className="checkout-side">
        <OrderReview cart={cart} shippingError={location.error} updating={location.updating} />
        <PaymentOptions
          gateways={gateways}
          value={paymentMethod}
          onValue={(id) => state.set('paymentMethod', id)}
          error={errorOf('paymentMethod', t('checkout.payment'))}
        />
        <CheckoutMessages invalid={attempted && Object.keys(errors).length > 0} result={result} />
        <PlaceOrderButton waiting={location.updating} />
      </aside>
    </form>
  )
}
