import { print } from 'graphql'
import type { Page } from 'playwright-core'
import { Checkout } from '../../../src/features/checkout/checkout-documents'
import { KEPT_ORDERS_KEY, type KeptOrder } from '../../../src/features/orders/kept-orders'
import { gqlData } from './graphql'

export interface PlacedOrder {
  databaseId: number
  orderKey: string
  subtotal: string
  discountTotal: string
  shippingTotal: string
  totalTax: string
  total: string
  lineItems: { nodes: { quantity: number; product: { node: { name: string } } }[] }
}

/**
 * A guest's browser-less session on the backend: two lines (a simple product twice, a variation),
 * WELCOME10, cash on delivery, placed as the checkout screen places it. For e2e tests and screenshots.
 * `customer` replaces billing fields and the note (the layout test's long names, emails and notes); with `signedIn`
 * (a login's tokens) the order is that customer's instead of a guest's.
 */
export async function placeGuestOrder(
  graphqlUrl: string,
  customer: {
    billing?: Record<string, string>
    customerNote?: string
    signedIn?: { authToken: string; sessionToken: string }
  } = {},
): Promise<PlacedOrder & KeptOrder> {
  const session = {
    token: customer.signedIn?.sessionToken ?? null,
    authToken: customer.signedIn?.authToken,
  }
  const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
    gqlData<T>(graphqlUrl, query, variables, session)
  const { products } = await gql<{
    products: {
      nodes: {
        databaseId: number
        type: string
        stockQuantity: number | null
        virtual: boolean
        variations?: {
          nodes: {
            databaseId: number
            stockStatus: string
            attributes: { nodes: { name: string; value: string }[] }
          }[]
        }
      }[]
    }
  }>(`{ products(first: 100, where: { stockStatus: [IN_STOCK], typeIn: [SIMPLE, VARIABLE] }) { nodes {
    databaseId type ... on SimpleProduct { stockQuantity virtual }
    ... on VariableProduct { variations(first: 50) { nodes { databaseId stockStatus attributes { nodes { name value } } } } } } } }`)
  const simple = products.nodes.find((p) => p.type === 'SIMPLE' && !p.virtual && (p.stockQuantity ?? 0) >= 2)!
  const variable = products.nodes.find((p) => p.variations?.nodes.some((v) => v.stockStatus === 'IN_STOCK'))!
  const variation = variable.variations!.nodes.find((v) => v.stockStatus === 'IN_STOCK')!
  const add = `mutation($input: AddToCartInput!) { addToCart(input: $input) { cart { total } } }`
  await gql(add, { input: { productId: simple.databaseId, quantity: 2 } })
  await gql(add, {
    input: {
      productId: variable.databaseId,
      variationId: variation.databaseId,
      quantity: 1,
      variation: variation.attributes.nodes.map((a) => ({ attributeName: a.name, attributeValue: a.value })),
    },
  })
  await gql(`mutation { applyCoupon(input: { code: "WELCOME10" }) { cart { total } } }`)
  // The storefront's own Checkout document: the answer is the whole order, as the browser keeps it.
  const { checkout } = await gql<{ checkout: { order: PlacedOrder & KeptOrder } }>(print(Checkout), {
    paymentMethod: 'cod',
    shipToDifferentAddress: false,
    billing: {
      firstName: 'Chioma',
      lastName: 'Okafor',
      address1: '12 Admiralty Way',
      city: 'Lekki',
      state: 'LA',
      postcode: '106104',
      country: 'NG',
      email: 'chioma@example.com',
      phone: '08031234567',
      ...customer.billing,
    },
    customerNote: customer.customerNote ?? 'Please call on arrival.',
  })
  return checkout.order
}

/**
 * Gives a browser the copy of an order placed outside it, as if it had placed it (src/features/orders/kept-orders.ts):
 * a real WooCommerce shows a guest's order to no other browser.
 */
export async function keepInBrowser(page: Page, order: KeptOrder): Promise<void> {
  const entries = JSON.stringify([{ keptAt: Date.now(), order }])
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [KEPT_ORDERS_KEY, entries])
}
