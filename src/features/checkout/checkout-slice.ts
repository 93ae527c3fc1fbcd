import type { ActionResult, PlacedOrder } from '../../domain/shop'
import { failureOf } from '../../lib/action-result'
import type { SliceDeps, SliceSet } from '../../shop-kit'
import { keepOrder } from '../orders'
import { payByCard, type PayByCard } from '../payment'
import { payForOrder, type CardContext } from './card-payment-step'
import { createAddressOptionsLoader } from './address-options-loader'
import { Checkout } from './checkout-documents'
import type { CheckoutForm } from './checkout-form'
import { toCheckoutVariables } from './checkout-input'
import { CARD_GATEWAY, type Location } from './checkout-rules'
import { validateCheckout, type ValidationContext } from './checkout-validation'
import type { PlaceOrderResult } from './place-order-result'
import type { ShippingChange } from './shipping-change'
import { createShippingLocationSender } from './shipping-location-sender'

export type { PlaceOrderResult } from './place-order-result'

/** The checkout's client state and actions. Cart, customer and gateways stay in the GraphQL cache. */
export interface CheckoutSlice {
  /** An order is on its way (the place-order button shows 'Processing'). */
  isPlacingOrder: boolean
  /** A new delivery location is being sent and the cart's shipping rates reloaded. */
  isUpdatingShipping: boolean
  /** What the last delivery location changed in the cart's shipping (the checkout says it), or null. */
  shippingChange: ShippingChange | null
  /**
   * Places the order, once: a second call while one is on its way gets the same answer and sends
   * nothing. On success the shopper goes to the order-received page and the (now empty) cart reloads.
   */
  placeOrder(form: CheckoutForm, context: ValidationContext, card?: CardContext): Promise<PlaceOrderResult>
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

/** Sends `Checkout`; the placed order is kept for its page, the shopper taken there and the (now empty) cart reloaded. */
async function sendCheckout(
  deps: SliceDeps,
  variables: ReturnType<typeof toCheckoutVariables>,
): Promise<PlaceOrderResult> {
  const answer = await deps.run('mutation', Checkout, variables)
  const order = answer.checkout?.order
  if (!order?.databaseId || !order.orderKey) return failureOf(null) as PlaceOrderResult
  const placed = { databaseId: order.databaseId, orderKey: order.orderKey }
  // The order-received page shows this copy: a real WooCommerce lets a guest read no order afterwards.
  keepOrder(deps.env.storage, order)
  void deps.refreshCart()
  // Placing stays on until the order-received page is shown: the form would otherwise come back for the moment the
  // page takes to load, and a second click of a double click landing then placed the order again.
  await Promise.resolve(deps.env.navigate(orderReceivedPath(placed))).catch(() => undefined)
  return { success: true, order: placed }
}

export function createCheckoutSlice(
  deps: SliceDeps,
  set: SliceSet<CheckoutSlice>,
  payCard: PayByCard = payByCard,
): CheckoutSlice {
  let placing: Promise<PlaceOrderResult> | null = null
  const location = createShippingLocationSender(
    deps,
    (busy) => set({ isUpdatingShipping: busy }),
    (shippingChange) => set({ shippingChange }),
  )

  async function sendOrder(
    form: CheckoutForm,
    context: ValidationContext,
    card?: CardContext,
  ): Promise<PlaceOrderResult> {
    if (Object.keys(validateCheckout(form, context)).length) return invalidForm()
    set({ isPlacingOrder: true })
    try {
      await deps.afterInit()
      // The rates the shopper saw must be the ones the order is placed with.
      await location.onItsWay()
      const variables = toCheckoutVariables(form, context)
      if (form.paymentMethod === CARD_GATEWAY) {
        const paid = await payForOrder(payCard, form, card)
        if (typeof paid !== 'string') return paid
        variables.transactionId = paid
      }
      return await sendCheckout(deps, variables)
    } catch (error) {
      return failureOf(error) as PlaceOrderResult
    } finally {
      set({ isPlacingOrder: false })
    }
  }

  return {
    isPlacingOrder: false,
    isUpdatingShipping: false,
    shippingChange: null,

    placeOrder(form, context, card) {
      placing ??= sendOrder(form, context, card).finally(() => {
        placing = null
      })
      return placing
    },

    changeShippingLocation: (billing, shipping) => location.change(billing, shipping),

    ...createAddressOptionsLoader(deps),
  }
}
