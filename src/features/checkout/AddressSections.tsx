import { useT } from '../../i18n/useT'
import type { FieldErrors } from './checkout-validation'
import { billingFields, SHIPPING_FIELDS } from './checkout-validation'
import { AddressFields } from './AddressFields'
import type { CheckoutFormState } from './useCheckoutForm'

interface SectionProps {
  state: CheckoutFormState
  errors: FieldErrors
}

/** "Billing details", or only the contact fields when the billing address is hidden. */
export function BillingSection({ state, errors, addressShown }: SectionProps & { addressShown: boolean }) {
  const { t } = useT()
  return (
    <section className="checkout-section" data-testid="billing-section">
      <h2>{addressShown ? t('checkout.billingDetails') : t('checkout.contactInformation')}</h2>
      <AddressFields
        kind="billing"
        address={state.form.billing}
        fields={billingFields(addressShown)}
        errors={errors}
        onChange={(field, value) => state.setAddressField('billing', field, value)}
      />
    </section>
  )
}

/** "Ship to a different address?" and, when ticked, the shipping address. */
export function ShippingSection({ state, errors }: SectionProps) {
  const { t } = useT()
  const { form } = state
  return (
    <section className="checkout-section" data-testid="shipping-section">
      <label className="checkout-check checkout-check-heading">
        <input
          type="checkbox"
          name="shipToDifferentAddress"
          data-testid="ship-to-different"
          checked={form.shipToDifferentAddress}
          onChange={(event) => state.set('shipToDifferentAddress', event.target.checked)}
        />
        {t('checkout.shipToDifferent')}
      </label>
      {form.shipToDifferentAddress && (
        <AddressFields
          kind="shipping"
          address={form.shipping}
          fields={SHIPPING_FIELDS}
          errors={errors}
          onChange={(field, value) => state.setAddressField('shipping', field, value)}
        />
      )}
    </section>
  )
}
