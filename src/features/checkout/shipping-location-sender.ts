import type { ActionResult } from '../../domain/shop'
import { failureOf } from '../../lib/action-result'
import type { SliceDeps } from '../../shop-kit'
import { ChangeShippingCounty } from './checkout-documents'
import type { Location } from './checkout-rules'
import { cachedShipping, shippingChange, type ShippingChange } from './shipping-change'

export interface ShippingLocationSender {
  /** Sends the delivery location (ChangeShippingCounty), then reloads the cart for its new rates. */
  change(billing: Location, shipping: Location): Promise<ActionResult>
  /** The change on its way, if any: an order waits for it so it is placed with the rates the shopper saw. */
  onItsWay(): Promise<ActionResult> | null
}

/**
 * Only the latest location matters: changes made while one is on its way are sent once, after it, and every
 * caller gets the answer of the run that sent theirs.
 */
export function createShippingLocationSender(
  deps: Pick<SliceDeps, 'run' | 'afterInit' | 'refreshCart' | 'client'>,
  setBusy: (busy: boolean) => void,
  /** What the new location did to the cart's shipping (null: rate and cost as before). */
  onShippingChange: (change: ShippingChange | null) => void = () => {},
): ShippingLocationSender {
  let wanted: { billing: Location; shipping: Location } | null = null
  let sending: Promise<ActionResult> | null = null

  async function sendWanted(): Promise<void> {
    while (wanted) {
      const { billing, shipping } = wanted
      wanted = null
      await deps.run('mutation', ChangeShippingCounty, {
        billingCountry: billing.country as never,
        billingState: billing.state,
        shippingCountry: shipping.country as never,
        shippingState: shipping.state,
      })
    }
  }

  async function send(): Promise<ActionResult> {
    setBusy(true)
    try {
      await deps.afterInit()
      const before = cachedShipping(deps)
      let refreshed: boolean
      do {
        await sendWanted()
        refreshed = await deps.refreshCart()
      } while (wanted)
      if (refreshed) onShippingChange(shippingChange(before, cachedShipping(deps)))
      return refreshed ? { success: true } : failureOf(null)
    } catch (error) {
      wanted = null
      return failureOf(error)
    } finally {
      sending = null
      setBusy(false)
    }
  }

  return {
    change(billing, shipping) {
      wanted = { billing, shipping }
      sending ??= send()
      return sending
    },
    onItsWay: () => sending,
  }
}
