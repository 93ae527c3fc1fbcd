import type { ActionResult, Cart, PlacedOrder } from '../../domain/shop'
import { failureOf } from '../../lib/action-result'
import type { SliceDeps, SliceSet } from '../../shop-kit'
import { keepOrder } from '../orders'
import { payByCard, type CardCharge, type PayByCard } from '../payment'
import { ChangeShippingCounty, Checkout, GetAllowedCountries, GetStates } from './checkout-documents'
import type { CheckoutForm } from './checkout-form'
import { toCheckoutVariables } from './checkout-input'
import { CARD_GATEWAY, type Location } from './checkout-rules'
import { validateCheckout, type ValidationContext } from './checkout-validation'

export type PlaceOrderResult =
  | { success: true; order: PlacedOrder }
  | {
      success: false
      error: string
      errorKey?: string
      errorValues?: Record<string, string>
      /** The shopper closed the payment popup: a note, not an error; nothing was sent. */
      cancelled?: boolean
    }

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

/** What a card payment needs from the screen: the cart as it is now. */
export interface CardContext {
  /** Read when the popup opens (after any delivery change has updated the totals). */
  cart(): Cart | null
}

/** The card charge for the cart's total (in kobo) and the form's billing contact. */
function cardCharge(cart: Cart | null, form: CheckoutForm): CardCharge | null {
  if (!cart || cart.isEmpty) return null
  const { email, firstName, lastName, phone } = form.billing
  return {
    amountKobo: Math.round(cart.rawTotal * 100),
    email: email.trim(),
    firstName: firstName.trim(),
    lastName: lastName.trim(),
    phone: phone.trim(),
    metadata: {
      cart: cart.lines.map((line) => ({ name: line.name, quantity: line.quantity })),
      customer: { email: email.trim(), name: `${firstName} ${lastName}`.trim() },
    },
  }
}

const cardFailure = (message: string): PlaceOrderResult => ({
  success: false,
  error: `The payment could not be started: ${message}`,
  errorKey: 'payment.startFailed',
  errorValues: { message },
})

export function createCheckoutSlice(
  deps: SliceDeps,
  set: SliceSet<CheckoutSlice>,
  payCard: PayByCard = payByCard,
): CheckoutSlice {
  const { run } = deps
  let placing: Promise<PlaceOrderResult> | null = null
  let wantedLocation: { billing: Location; shipping: Location } | null = null
  let updatingLocation: Promise<ActionResult> | null = null
  const cacheOnly = { requestPolicy: 'cache-only' } as const

  /**
   * The card: the popup for the cart total first; its reference goes with the order, and the backend verifies it
   * with the provider (a paid one makes the order paid, a pending transfer leaves it awaiting payment).
   */
  async function payForOrder(form: CheckoutForm, card?: CardContext): Promise<PlaceOrderResult | string> {
    const charge = cardCharge(card?.cart() ?? null, form)
    if (!card || !charge) return failureOf(null) as PlaceOrderResult
    const outcome = await payCard(charge)
    switch (outcome.status) {
      case 'paid':
      case 'pending':
        return outcome.reference
      case 'cancelled':
        return {
          success: false,
          cancelled: true,
          error: 'Payment cancelled. Your cart and details are still here.',
          errorKey: 'payment.cancelled',
        }
      case 'declined':
        return {
          success: false,
          error: `Your payment did not go through: ${outcome.message}. Your cart and details are still here.`,
          errorKey: 'payment.declined',
          errorValues: { message: outcome.message },
        }
      case 'unavailable':
        return {
          success: false,
          error:
            'The secure payment window did not open. Check your connection and try again; your cart and details are still here.',
          errorKey: 'payment.unavailable',
        }
      case 'failed':
        return cardFailure(outcome.message)
    }
  }

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
      if (updatingLocation) await updatingLocation
      const variables = toCheckoutVariables(form, context)
      if (form.paymentMethod === CARD_GATEWAY) {
        const paid = await payForOrder(form, card)
        if (typeof paid !== 'string') return paid
        variables.transactionId = paid
      }
      const answer = await run('mutation', Checkout, variables)
      const order = answer.checkout?.order
      if (!order?.databaseId || !order.orderKey) return failureOf(null) as PlaceOrderResult
      const placed = { databaseId: order.databaseId, orderKey: order.orderKey }
      // The order-received page shows this copy: a real WooCommerce lets a guest read no order afterwards.
      keepOrder(deps.env.storage, order)
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

    placeOrder(form, context, card) {
      placing ??= sendOrder(form, context, card).finally(() => {
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
