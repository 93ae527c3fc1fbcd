import { RECORDED_GUEST_ADDRESS } from '../../support/recorded-guest'
import type { PlannedCase } from './planned-case'

/** The guest's address as the storefront sends it for shipping: no phone. */
const { phone: _phone, ...SHIPPING_ADDRESS } = RECORDED_GUEST_ADDRESS

/** The checkout cases the recorder sends to a real WooCommerce and the replay sends to the embedded backend. */
export const checkoutCases: PlannedCase[] = [
  {
    name: 'Checkout-empty-cart',
    operationName: 'Checkout',
    variables: {
      paymentMethod: 'cod',
      billing: { ...RECORDED_GUEST_ADDRESS, email: 'corpus-guest-{run}@example.com' },
    },
    send: {
      session: true,
    },
  },
  {
    name: 'Checkout-guest-account-null',
    operationName: 'Checkout',
    note: 'account: null and no shipping address: WooGraphQL writes the order without one (it never copies the billing address)',
    variables: {
      paymentMethod: 'cod',
      billing: { ...RECORDED_GUEST_ADDRESS, email: 'corpus-guest2-{run}@example.com' },
      account: null,
    },
    send: {
      session: true,
    },
  },
  {
    name: 'Checkout-guest-cod-ok',
    operationName: 'Checkout',
    note: 'as the storefront sends it: no account asked for, the billing address also sent as the shipping address',
    variables: {
      paymentMethod: 'cod',
      shipToDifferentAddress: false,
      account: null,
      billing: { ...RECORDED_GUEST_ADDRESS, email: 'corpus-guest-{run}@example.com' },
      shipping: SHIPPING_ADDRESS,
    },
    send: {
      session: true,
    },
  },
  {
    name: 'Checkout-card-no-reference',
    operationName: 'Checkout',
    note: 'the card gateway with no transaction at all: the companion plugin refuses it (it would hold the stock unpaid)',
    variables: {
      paymentMethod: 'paystack',
      transactionId: '',
      shipToDifferentAddress: false,
      account: null,
      billing: { ...RECORDED_GUEST_ADDRESS, email: 'corpus-guest-{run}@example.com' },
      shipping: SHIPPING_ADDRESS,
    },
    send: {
      session: true,
    },
  },
  {
    name: 'Checkout-guest-same-email-again',
    operationName: 'Checkout',
    note: 'a guest asking for an account (an empty account input still makes one) with an email that has one',
    variables: {
      paymentMethod: 'cod',
      account: { username: '', password: '' },
      billing: { ...RECORDED_GUEST_ADDRESS, email: 'corpus-guest-{run}@example.com' },
    },
    send: {
      session: true,
    },
  },
  {
    name: 'Checkout-missing-billing',
    operationName: 'Checkout',
    variables: {
      paymentMethod: 'cod',
      billing: {
        firstName: 'Ada',
        country: 'NG',
      },
    },
    send: {
      session: true,
    },
  },
  {
    name: 'Checkout-unknown-gateway',
    operationName: 'Checkout',
    variables: {
      paymentMethod: 'nope',
      billing: { ...RECORDED_GUEST_ADDRESS, email: 'corpus-guest-{run}@example.com' },
    },
    send: {
      session: true,
    },
  },
  {
    name: 'getDownloads-authed',
    operationName: 'getDownloads',
    send: {
      session: true,
      auth: true,
    },
  },
  {
    name: 'getDownloads-guest',
    operationName: 'getDownloads',
  },
  {
    name: 'getOrder-guest-by-id',
    operationName: 'getOrder',
    send: {
      session: true,
    },
  },
  {
    name: 'getOrder-stranger-by-id',
    operationName: 'getOrder',
  },
  {
    name: 'getOrderByKey-bad-key',
    operationName: 'getOrderByKey',
    probe:
      'query getOrderByKey($key: ID!) {\n  order(id: $key, idType: ORDER_KEY) {\n    ...OrderFields\n  }\n}\n\nfragment OrderFields on Order {\n  id\n  databaseId\n  orderNumber\n  orderKey\n  date\n  status\n  needsPayment\n  needsProcessing\n  total\n  subtotal\n  discountTotal\n  totalTax\n  shippingTotal\n  paymentMethod\n  paymentMethodTitle\n  customerNote\n  customer {\n    id\n    email\n  }\n  billing {\n    ...OrderAddressFields\n  }\n  shipping {\n    ...OrderAddressFields\n  }\n  downloadableItems(first: 100) {\n    nodes {\n      ...DownloadableItemFields\n    }\n  }\n  lineItems(first: 100) {\n    nodes {\n      id\n      quantity\n      total\n      subtotal\n      product {\n        node {\n          __typename\n          id\n          databaseId\n          name\n          slug\n        }\n      }\n      variation {\n        node {\n          __typename\n          id\n          databaseId\n          name\n          ... on SimpleProductVariation {\n            attributes {\n              nodes {\n                id\n                name\n                label\n                value\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}\n\nfragment OrderAddressFields on CustomerAddress {\n  firstName\n  lastName\n  company\n  address1\n  address2\n  city\n  state\n  postcode\n  country\n  email\n  phone\n}\n\nfragment DownloadableItemFields on DownloadableItem {\n  id\n  name\n  url\n  accessExpires\n  downloadsRemaining\n  product {\n    __typename\n    id\n    databaseId\n    name\n    slug\n  }\n}',
    variables: {
      key: 'wc_order_<KEY>',
    },
  },
  {
    name: 'getOrderByKey-new-session',
    operationName: 'getOrderByKey',
    probe:
      'query getOrderByKey($key: ID!) {\n  order(id: $key, idType: ORDER_KEY) {\n    ...OrderFields\n  }\n}\n\nfragment OrderFields on Order {\n  id\n  databaseId\n  orderNumber\n  orderKey\n  date\n  status\n  needsPayment\n  needsProcessing\n  total\n  subtotal\n  discountTotal\n  totalTax\n  shippingTotal\n  paymentMethod\n  paymentMethodTitle\n  customerNote\n  customer {\n    id\n    email\n  }\n  billing {\n    ...OrderAddressFields\n  }\n  shipping {\n    ...OrderAddressFields\n  }\n  downloadableItems(first: 100) {\n    nodes {\n      ...DownloadableItemFields\n    }\n  }\n  lineItems(first: 100) {\n    nodes {\n      id\n      quantity\n      total\n      subtotal\n      product {\n        node {\n          __typename\n          id\n          databaseId\n          name\n          slug\n        }\n      }\n      variation {\n        node {\n          __typename\n          id\n          databaseId\n          name\n          ... on SimpleProductVariation {\n            attributes {\n              nodes {\n                id\n                name\n                label\n                value\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}\n\nfragment OrderAddressFields on CustomerAddress {\n  firstName\n  lastName\n  company\n  address1\n  address2\n  city\n  state\n  postcode\n  country\n  email\n  phone\n}\n\nfragment DownloadableItemFields on DownloadableItem {\n  id\n  name\n  url\n  accessExpires\n  downloadsRemaining\n  product {\n    __typename\n    id\n    databaseId\n    name\n    slug\n  }\n}',
  },
  {
    name: 'getOrderByKey-same-session',
    operationName: 'getOrderByKey',
    probe:
      'query getOrderByKey($key: ID!) {\n  order(id: $key, idType: ORDER_KEY) {\n    ...OrderFields\n  }\n}\n\nfragment OrderFields on Order {\n  id\n  databaseId\n  orderNumber\n  orderKey\n  date\n  status\n  needsPayment\n  needsProcessing\n  total\n  subtotal\n  discountTotal\n  totalTax\n  shippingTotal\n  paymentMethod\n  paymentMethodTitle\n  customerNote\n  customer {\n    id\n    email\n  }\n  billing {\n    ...OrderAddressFields\n  }\n  shipping {\n    ...OrderAddressFields\n  }\n  downloadableItems(first: 100) {\n    nodes {\n      ...DownloadableItemFields\n    }\n  }\n  lineItems(first: 100) {\n    nodes {\n      id\n      quantity\n      total\n      subtotal\n      product {\n        node {\n          __typename\n          id\n          databaseId\n          name\n          slug\n        }\n      }\n      variation {\n        node {\n          __typename\n          id\n          databaseId\n          name\n          ... on SimpleProductVariation {\n            attributes {\n              nodes {\n                id\n                name\n                label\n                value\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}\n\nfragment OrderAddressFields on CustomerAddress {\n  firstName\n  lastName\n  company\n  address1\n  address2\n  city\n  state\n  postcode\n  country\n  email\n  phone\n}\n\nfragment DownloadableItemFields on DownloadableItem {\n  id\n  name\n  url\n  accessExpires\n  downloadsRemaining\n  product {\n    __typename\n    id\n    databaseId\n    name\n    slug\n  }\n}',
    send: {
      session: true,
    },
  },
  {
    name: 'getOrders-authed',
    operationName: 'getOrders',
    send: {
      session: true,
      auth: true,
    },
  },
  {
    name: 'getOrders-guest-session',
    operationName: 'getOrders',
    send: {
      session: true,
    },
  },
  {
    name: 'paymentGatewaysView-guest',
    operationName: 'paymentGatewaysView',
    probe:
      'query paymentGatewaysView {\n  paymentGateways {\n    nodes {\n      ...PaymentGatewayFields\n    }\n  }\n}\n\nfragment PaymentGatewayFields on PaymentGateway {\n  id\n  title\n  description\n}',
  },
  {
    name: 'paymentGatewaysView-with-session',
    operationName: 'paymentGatewaysView',
    probe:
      'query paymentGatewaysView {\n  paymentGateways {\n    nodes {\n      ...PaymentGatewayFields\n    }\n  }\n}\n\nfragment PaymentGatewayFields on PaymentGateway {\n  id\n  title\n  description\n}',
    send: {
      session: true,
    },
  },
]
