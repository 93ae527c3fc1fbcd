// Operations and figures the backend's tests (and the root's tests against the backend) share: cart, checkout and
// the catalogue's simple products, in the shapes the storefront sends.
import type { ShopClient } from './test-backend'

/** Naira amounts as the backend formats them. */
export const naira = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
export const vat = (kobo: number) => Math.round(kobo * 0.075)
export const koboOf = (raw: string) => Math.round(Number(raw) * 100)

export const CART_FIELDS = `
  isEmpty subtotal total totalTax discountTotal shippingTotal contentsTotal needsShippingAddress chosenShippingMethods
  rawTotal: total(format: RAW)
  appliedCoupons { code description discountAmount discountTax }
  availableShippingMethods { rates { id label cost methodId } }
  contents(first: 100) { itemCount productCount nodes { key quantity subtotal total product { node { databaseId name } }
    variation { node { databaseId name } attributes { name value } } } }`

export const ADD_TO_CART = `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { cartItem { key quantity } cart { ${CART_FIELDS} } } }`

/** A simple, shippable product with stock managed and at least `minStock` in stock. */
export async function findSimpleProduct(client: ShopClient, minStock = 3, category?: string) {
  const data = await client.ok(
    `query($cat: [String]) { products(first: 200, where: { typeIn: [SIMPLE], stockStatus: [IN_STOCK], categoryIn: $cat }) {
      nodes { databaseId name slug ... on SimpleProduct { stockQuantity virtual rawPrice: price(format: RAW) price } } } }`,
    { cat: category ? [category] : null },
  )
  const product = data.products.nodes.find(
    (p: { stockQuantity: number | null; virtual: boolean }) =>
      !p.virtual && (p.stockQuantity ?? 0) >= minStock,
  )
  if (!product) throw new Error('The test catalogue has no suitable simple product')
  return product as {
    databaseId: number
    name: string
    slug: string
    stockQuantity: number
    rawPrice: string
    price: string
  }
}

export const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { result redirect
  order { databaseId orderKey orderNumber status needsPayment paymentMethod paymentMethodTitle customerNote total subtotal
    totalTax shippingTotal customer { email } lineItems { nodes { quantity total product { node { databaseId } } } } } } }`

export const BILLING = {
  firstName: 'Bola',
  lastName: 'Ade',
  address1: '3 Marina',
  city: 'Lagos',
  state: 'LA',
  country: 'NG',
  email: 'bola@example.com',
  phone: '08030000000',
}

/** The billing address sent as the shipping address, without the email (the storefront never sends one there). */
const { email: _email, ...SHIPPING } = BILLING

export function checkoutInput(overrides: Record<string, unknown> = {}) {
  return {
    paymentMethod: 'cod',
    billing: BILLING,
    // As the storefront sends it: WooGraphQL writes the order's shipping address only from this input
    // (Checkout-guest-cod-ok; without it: Checkout-guest-account-null).
    shipping: SHIPPING,
    shipToDifferentAddress: false,
    customerNote: 'Call before delivery',
    // No account: any non-null `account`, even empty, makes WooGraphQL create one (Checkout-guest-cod-ok).
    account: null,
    transactionId: '',
    isPaid: false,
    ...overrides,
  }
}
