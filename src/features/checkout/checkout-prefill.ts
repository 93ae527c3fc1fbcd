import type { Address, Customer } from '../../domain/shop'
import type { CheckoutForm } from './checkout-form'
import { ADDRESS_FIELDS } from './checkout-validation'

function fillEmpty(form: Address, saved: Address, takeCountry: boolean): Address {
  const filled = { ...form }
  for (const field of ADDRESS_FIELDS) {
    if (field === 'country') {
      if (takeCountry && saved.country) filled.country = saved.country
    } else if (!filled[field].trim() && saved[field]) filled[field] = saved[field]
  }
  // A saved state belongs to the saved country; the form's own country keeps the form's state.
  if (filled.country !== saved.country && !form.state) filled.state = ''
  return filled
}

/**
 * The customer's saved addresses (and name and email) in the fields the shopper has left empty:
 * nothing typed is ever replaced. The country is taken only for a form without a draft, where it is
 * still the default.
 */
export function prefillFromCustomer(form: CheckoutForm, customer: Customer, pristine: boolean): CheckoutForm {
  const savedBilling: Address = {
    ...customer.billing,
    firstName: customer.billing.firstName || customer.firstName,
    lastName: customer.billing.lastName || customer.lastName,
    email: customer.billing.email || customer.email,
  }
  return {
    ...form,
    billing: fillEmpty(form.billing, savedBilling, pristine),
    shipping: fillEmpty(form.shipping, customer.shipping, pristine),
  }
}
