import type { Address } from '../../domain/shop'
import type { VariablesOf } from '../../graphql/tada'
import type { Checkout } from './checkout-documents'
import type { AddressField, CheckoutForm } from './checkout-form'
import { billingFields, SHIPPING_FIELDS, type ValidationContext } from './checkout-validation'

export type CheckoutVariables = VariablesOf<typeof Checkout>
type AddressInput = NonNullable<CheckoutVariables['billing']>

/** The fields asked for, trimmed; fields not asked for (hidden billing, a shipping email) are not sent. */
function toAddressInput(address: Address, fields: readonly AddressField[]): AddressInput {
  const input: Record<string, string> = {}
  for (const field of fields) input[field] = address[field].trim()
  return input as AddressInput
}

/** The Checkout mutation's variables for a valid form (see checkout-validation.ts). */
export function toCheckoutVariables(form: CheckoutForm, context: ValidationContext): CheckoutVariables {
  const shipElsewhere = form.shipToDifferentAddress && context.shippingNeeded
  const variables: CheckoutVariables = {
    billing: toAddressInput(form.billing, billingFields(context.billingAddressShown)),
    paymentMethod: form.paymentMethod,
    customerNote: form.customerNote.trim(),
    shipToDifferentAddress: shipElsewhere,
  }
  // WooGraphQL writes the order's shipping address only from `shipping` (it never copies the billing address as
  // WooCommerce's checkout page does): without it, an order that ships has no address to ship to.
  if (context.shippingNeeded)
    variables.shipping = toAddressInput(shipElsewhere ? form.shipping : form.billing, SHIPPING_FIELDS)
  // `null` unless asked for: any account input makes the backend create one (see checkout-documents.ts).
  variables.account =
    context.guest && form.createAccount ? { username: form.username.trim(), password: form.password } : null
  return variables
}
