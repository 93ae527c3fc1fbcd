import { useEffect, useRef, useState } from 'react'
import type { Customer } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { useCheckoutState } from './checkout-state'
import type { CheckoutForm } from './checkout-form'
import { shippingLocation, type Location } from './checkout-rules'

/** Typing a free-text state waits this long before the new location is sent. */
const SETTLE_MS = 300

const keyOf = (billing: Location, shipping: Location) =>
  `${billing.country}|${billing.state}|${shipping.country}|${shipping.state}`

/** Where the backend ships the session's cart now: its shipping address, else its billing address. */
function savedKey(customer: Customer | null): string | null {
  if (!customer) return null
  const billing = { country: customer.billing.country, state: customer.billing.state }
  const shipping = customer.shipping.country
    ? { country: customer.shipping.country, state: customer.shipping.state }
    : billing
  return keyOf(billing, shipping)
}

/**
 * Keeps the backend's delivery location in step with the form: a country or state change sends
 * ChangeShippingCounty, and the cart (with its new shipping rates) reloads. Returns the last failure
 * and whether the rates shown may still change (a change waiting to be sent, or on its way).
 */
export function useShippingLocationSync(
  form: CheckoutForm,
  customer: Customer | null,
  active: boolean,
): { error: string | null; updating: boolean } {
  const { t } = useT()
  const changeShippingLocation = useCheckoutState((s) => s.changeShippingLocation)
  const sending = useCheckoutState((s) => s.isUpdatingShipping)
  const [error, setError] = useState<string | null>(null)
  const billing: Location = { country: form.billing.country, state: form.billing.state }
  const shipping = shippingLocation(form, true)
  const key = keyOf(billing, shipping)
  const sent = useRef<string | null>(null)
  // With nothing saved and no state chosen yet, the shop's base rates stand: nothing to send.
  sent.current ??= savedKey(customer) === '|||' && !shipping.state ? key : savedKey(customer)

  useEffect(() => {
    if (!active || !billing.country || key === sent.current) return
    const timer = setTimeout(() => {
      sent.current = key
      void changeShippingLocation(billing, shipping).then((result) =>
        setError(
          result.success
            ? null
            : result.errorKey
              ? t(result.errorKey, { defaultValue: result.error })
              : result.error,
        ),
      )
    }, SETTLE_MS)
    return () => clearTimeout(timer)
    // The key stands for the four values sent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, key, changeShippingLocation, t])

  const waiting = active && !!billing.country && key !== sent.current
  return { error, updating: waiting || sending }
}
