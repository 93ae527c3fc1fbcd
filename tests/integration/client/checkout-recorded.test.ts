import { Kind, parse, valueFromASTUntyped, type OperationDefinitionNode } from 'graphql'
import { graphql, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { emptyCheckoutForm, type CheckoutForm } from '../../../src/features/checkout/checkout-form'
import { toOrder } from '../../../src/features/orders/order-mapper'
import { recordedAnswer, typedData } from '../../support/recorded-answer'
import { recordedCase } from '../../support/recorded-cases'
import { fakeEnv, mockBackend, runtime } from './helpers'
import { RECORDED_GUEST_ADDRESS } from '../../support/recorded-guest'

type Json = Record<string, unknown>

/** The `account` a Checkout request carries: its variable, else the document's default for `$account`. */
function accountSent(query: string, variables: Json): unknown {
  if ('account' in variables) return variables.account
  const operation = parse(query).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )
  const definition = operation?.variableDefinitions?.find((v) => v.variable.name.value === 'account')
  return definition?.defaultValue ? valueFromASTUntyped(definition.defaultValue) : undefined
}

/** The recorded guest order (Checkout-guest-cod-ok) as today's Checkout document reads it. */
function checkoutAnswer(query: string, variables: Json) {
  const data = recordedCase('Checkout-guest-cod-ok').body.data as Json
  return { data: typedData('Checkout-guest-cod-ok', query, variables, data) }
}

/** The order Checkout-guest-cod-ok placed: its id, number and key, as recorded (the key redacted). */
const PLACED = (
  recordedCase('Checkout-guest-cod-ok').body.data as {
    checkout: { order: { databaseId: number; orderNumber: string; orderKey: string } }
  }
).checkout.order

function filledForm(email: string): CheckoutForm {
  const form = emptyCheckoutForm()
  form.billing = { ...form.billing, ...RECORDED_GUEST_ADDRESS, email }
  form.paymentMethod = 'cod'
  return form
}

/**
 * Checkout against a real WooCommerce's recorded answers. Its rule, as recorded: any `account` input, even an empty
 * one, creates an account, and the same email's next order with an account input is then refused
 * (Checkout-guest-same-email-again, after an earlier order of that email with an empty account input);
 * `account: null` creates none (Checkout-guest-cod-ok, Checkout-guest-account-null).
 */
describe('checkout against recorded real answers', () => {
  const server = mockBackend()
  const context = { billingAddressShown: true, shippingNeeded: true, guest: true }

  function realCheckout() {
    const accounts = new Set<string>()
    const sent: unknown[] = []
    const requests: Json[] = []
    server.use(
      graphql.query('getCart', () => HttpResponse.json(recordedAnswer('getCart-no-session') as never)),
      // The cart, invalidated by the order, is read again: empty (as getCart-no-session's).
      graphql.query('cartView', ({ query }) => {
        const { cart } = recordedCase('getCart-no-session').body.data as { cart: Json }
        return HttpResponse.json({ data: typedData('getCart-no-session', query, {}, { cart }) } as never)
      }),
      graphql.mutation('Checkout', ({ query, variables }) => {
        const account = accountSent(query, variables)
        sent.push(account)
        requests.push(variables)
        const email = String((variables.billing as Json | undefined)?.email)
        if (account && accounts.has(email))
          return HttpResponse.json(recordedAnswer('Checkout-guest-same-email-again') as never)
        if (account) accounts.add(email)
        return HttpResponse.json(checkoutAnswer(query, variables) as never)
      }),
    )
    return { sent, requests }
  }

  it('sends a guest’s order as Checkout-guest-cod-ok was sent: no account, the billing address also to ship to', async () => {
    const { requests } = realCheckout()
    const recorded = recordedCase('Checkout-guest-cod-ok').variables as Json & { billing: Json }
    const { store } = runtime(fakeEnv('/checkout').env)
    await store.getState().init()
    const result = await store.getState().placeOrder(filledForm(String(recorded.billing.email)), context)
    expect(result.success, JSON.stringify(result)).toBe(true)
    expect(requests).toEqual([expect.objectContaining({ account: null })])
    expect(requests[0]).toMatchObject(recorded)
  })

  it('places a guest’s second order with the same email: no account is asked for', async () => {
    const { sent } = realCheckout()
    const { store } = runtime(fakeEnv('/checkout').env)
    await store.getState().init()
    const first = await store.getState().placeOrder(filledForm('ada@example.com'), context)
    const second = await store.getState().placeOrder(filledForm('ada@example.com'), context)
    expect(first.success && second.success, JSON.stringify(second)).toBe(true)
    expect(sent).toEqual([null, null])
  })

  it('keeps the whole order the checkout answered, for the order-received page', async () => {
    realCheckout()
    const faked = fakeEnv('/checkout')
    const { store } = runtime(faked.env)
    await store.getState().init()
    const result = await store.getState().placeOrder(filledForm('ada@example.com'), context)
    expect(result).toMatchObject({ success: true, order: { databaseId: PLACED.databaseId } })
    expect(faked.env.navigate).toHaveBeenCalledWith(
      `/checkout/order-received/${PLACED.databaseId}?key=${encodeURIComponent(PLACED.orderKey)}`,
    )
    const kept = store.getState().keptOrder(PLACED.databaseId, PLACED.orderKey)
    const order = kept && toOrder(kept)
    expect(order).toMatchObject({
      orderNumber: PLACED.orderNumber,
      status: 'PROCESSING',
      total: '₦8,593,012.50',
      paymentMethodTitle: 'Cash on delivery',
      billing: { firstName: 'Ada', city: 'Ikeja', state: 'LA' },
      shipping: { firstName: 'Ada', city: 'Ikeja', state: 'LA' },
    })
    expect(order?.lines.map((line) => [line.name, line.quantity])).toEqual([
      ['Wireless Precision Mouse', 2],
      ['Titan Custom Studio Tower', 1],
      ['Forge Titan Mini PC', 1],
    ])
    expect(order?.lines[2]?.attributes).toEqual([
      { label: 'Color', value: 'Silver' },
      { label: 'RAM', value: '64GB' },
    ])
  })
})
