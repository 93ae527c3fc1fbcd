import { Kind, parse, valueFromASTUntyped, type OperationDefinitionNode } from 'graphql'
import { graphql, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { emptyCheckoutForm, type CheckoutForm } from '../../../src/features/checkout/checkout-form'
import { toOrder } from '../../../src/features/orders/order-mapper'
import { hasLiveSchema, recordedAnswer, typedData } from '../../support/recorded-answer'
import { hasRecordedCases, recordedCase, RECORDED_CASES_ABSENT } from '../../support/recorded-cases'
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

/**
 * The recorded guest order 79 as today's Checkout document reads it: the `checkout` answer
 * (Checkout-guest-cod-ok) with the order's other fields as the same session listed them (getOrders-guest-session).
 */
function checkoutAnswer(query: string, variables: Json) {
  const checkout = recordedCase('Checkout-guest-cod-ok').body.data as { checkout: Json & { order: Json } }
  const listed = recordedCase('getOrders-guest-session').body.data as {
    customer: { orders: { nodes: Json[] } }
  }
  const order = { ...listed.customer.orders.nodes[0], ...checkout.checkout.order }
  const data = { checkout: { ...checkout.checkout, order } }
  return { data: typedData('Checkout-guest-cod-ok', query, variables, data) }
}

function filledForm(email: string): CheckoutForm {
  const form = emptyCheckoutForm()
  form.billing = { ...form.billing, ...RECORDED_GUEST_ADDRESS, email }
  form.paymentMethod = 'cod'
  return form
}

/**
 * Checkout against a real WooCommerce's recorded answers. Its rule, as recorded: any `account` input creates
 * an account (Checkout-guest-cod-ok sent the empty default), and the same email's next order is then refused
 * (Checkout-guest-same-email-again); `account: null` creates none (Checkout-guest-account-null).
 */
describe.skipIf(!hasRecordedCases || !hasLiveSchema)('checkout against recorded real answers', () => {
  if (!hasRecordedCases) console.info(RECORDED_CASES_ABSENT)
  const server = mockBackend()
  const context = { billingAddressShown: true, shippingNeeded: true, guest: true }

  function realCheckout() {
    const accounts = new Set<string>()
    const sent: unknown[] = []
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
        const email = String((variables.billing as Json | undefined)?.email)
        if (account && accounts.has(email))
          return HttpResponse.json(recordedAnswer('Checkout-guest-same-email-again') as never)
        if (account) accounts.add(email)
        return HttpResponse.json(checkoutAnswer(query, variables) as never)
      }),
    )
    return { sent }
  }

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
    expect(result).toMatchObject({ success: true, order: { databaseId: 79 } })
    expect(faked.env.navigate).toHaveBeenCalledWith('/checkout/order-received/79?key=wc_order_%3CKEY%3E')
    const kept = store.getState().keptOrder(79, 'wc_order_<KEY>')
    const order = kept && toOrder(kept)
    expect(order).toMatchObject({
      orderNumber: '79',
      status: 'PROCESSING',
      total: '₦3,380,875.00',
      paymentMethodTitle: 'Cash on delivery',
      billing: { firstName: 'Ada', city: 'Ikeja', state: 'LA' },
    })
    expect(order?.lines.map((line) => [line.name, line.quantity])).toEqual([
      ['Colour Calibrator', 2],
      ['Thunderbolt 4 Dock', 1],
      ['Forge Pro Workstation (configurable)', 1],
    ])
    expect(order?.lines[2]?.attributes).toEqual([
      { label: 'Color', value: 'Silver' },
      { label: 'RAM', value: '64GB' },
    ])
  })
})
