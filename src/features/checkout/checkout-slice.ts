import type { ActionResult, PlacedOrder } from '../../domain/shop'
import { failureOf } from '../../lib/action-result'
import type { SliceDeps, SliceSet } from '../../shop/shop-deps'
import { ChangeShippingCounty, Checkout, GetAllowedCountries, GetStates } from './checkout-documents'
import type { CheckoutForm } from './checkout-form'
import { toCheckoutVariables } from './checkout-input'
import type { Location } from './checkout-rules'
import { validateCheckout, type ValidationContext } from './checkout-validation'

export type PlaceOrderResult =
  { success: true; order: PlacedOrder } | { success: false; error: string; errorKey?: string }

/** The checkout's client state and actions. Cart, customer and gateways stay in the GraphQL cache. */
export interface CheckoutSlice {
  /** An order is on its way (the place-order button shows 'Processing'). */
  isPlacingOrder: boolean
  /** A new delivery location is being sent and the cart's shipping rates reloaded. */
  isUpdatingShipping: boolean
  /**
   * Places the order, once: a second call while one is on its way gets the same answer and sends
   * nothing. On success the shopper goes to the order-received page and the (now empty) cart reloads.
   */
  placeOrder(form: CheckoutForm, context: ValidationContext): Promise<PlaceOrderResult>
  /** Sends the delivery location (ChangeShippingCounty), then reloads the cart for its new rates. */
  changeShippingLocation(billing: Location, shipping: Location): Promise<ActionResult>
  /** Loads the allowed countries into the cache (once). */
  loadCountries(): Promise<void>
  /** Loads a country's states into the cache (once per country). */
  loadStates(country: string): Promise<void>
}

const invalidForm = (): PlaceOrderResult => ({
  success: false,
  error: 'Please correct the highlighted fields.',
  errorKey: 'checkout.errors.invalidForm',
})

export const orderReceivedPath = (order: PlacedOrder): string =>
  `/checkout/order-received/${order.databaseId}?key=${encodeURIComponent(order.orderKey)}`

export function createCheckoutSlice(deps: SliceDeps, set: SliceSet<CheckoutSlice>): CheckoutSlice {
  const { run } = deps
  let placing: Promise<PlaceOrderResult> | null = null
  let wantedLocation: { billing: Location; shipping: Location } | null = null
  let updatingLocation: Promise<ActionResult> | null = null
  const cacheOnly = { requestPolicy: 'cache-only' } as const

  async function sendOrder(form: CheckoutForm, context: ValidationContext): Promise<PlaceOrderResult> {
    if (Object.keys(validateCheckout(form, context)).length) return invalidForm()
    set({ isPlacingOrder: true })
    try {
      await deps.afterInit()
      // The rates the shopper saw must be the ones the order is placed with.
      if (updatingLocation) await updatingLocation
      const answer = await run('mutation', Checkout, toCheckoutVariables(form, context))
      const order = answer.checkout?.order
      if (!order?.databaseId || !order.orderKey) return failureOf(null) as PlaceOrderResult
      const placed = { databaseId: order.databaseId, orderKey: order.orderKey }
      deps.env.navigate(orderReceivedPath(placed))
      void deps.refreshCart()
      return { success: true, order: placed }
    } catch (error) {
      return failureOf(error) as PlaceOrderResult
    } finally {
      set({ isPlacingOrder: false })
    }
  }

  async function sendLocations(): Promise<ActionResult> {
    set({ isUpdatingShipping: true })
    try {
      await deps.afterInit()
      // Only the latest location matters: changes made while one is on its way are sent once, after it.
      let refreshed: boolean
      do {
        while (wantedLocation) {
          const { billing, shipping } = wantedLocation
          wantedLocation = null
          await run('mutation', ChangeShippingCounty, {
            billingCountry: billing.country as never,
            billingState: billing.state,
            shippingCountry: shipping.country as never,
            shippingState: shipping.state,
          })
        }
        refreshed = await deps.refreshCart()
      } while (wantedLocation)
      return refreshed ? { success: true } : failureOf(null)
    } catch (error) {
      wantedLocation = null
      return failureOf(error)
    } finally {
      updatingLocation = null
      set({ isUpdatingShipping: false })
    }
  }

  return {
    isPlacingOrder: false,
    isUpdatingShipping: false,

    placeOrder(form, context) {
      placing ??= sendOrder(form, context).finally(() => {
        placing = null
      })
      return placing
    },

    changeShippingLocation(billing, shipping) {
      wantedLocation = { billing, shipping }
      updatingLocation ??= sendLocations()
      return updatingLocation
    },

    async loadCountries() {
      if (deps.client().readQuery(GetAllowedCountries, {}, cacheOnly)?.data?.allowedCountries) return
      await deps.afterInit()
      await run('query', GetAllowedCountries, {}).catch(() => null)
    },

    async loadStates(country) {
      if (!country) return
      const variables = { country: country as never }
      if (deps.client().readQuery(GetStates, variables, cacheOnly)?.data?.countryStates) return
      await deps.afterInit()
      await run('query', GetStates, variables).catch(() => null)
    },
  }
}
