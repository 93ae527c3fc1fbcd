import { describe, expect, it } from 'vitest'
import { toOrder } from '../../src/features/orders/order-mapper'

/** An order as the embedded backend answers getOrder (a variation line, WELCOME10, cash on delivery). */
const wireOrder = {
  __typename: 'Order',
  id: 'b3JkZXI6Mw==',
  databaseId: 3,
  orderNumber: '3',
  orderKey: 'wc_order_UQnocHAXTYela4Ye',
  date: '2026-11-23T19:43:50',
  status: 'PROCESSING',
  needsPayment: false,
  needsProcessing: true,
  total: '₦1,967,787.50',
  subtotal: '₦2,030,000.00',
  discountTotal: '₦203,000.00',
  totalTax: '₦137,287.50',
  shippingTotal: '₦3,500.00',
  paymentMethod: 'cod',
  paymentMethodTitle: 'Cash on delivery',
  customerNote: 'Call before delivery',
  customer: { id: 'Z3Vlc3Q6Z3Vlc3Q=', email: 'bola@example.com' },
  billing: {
    firstName: 'Bola',
    lastName: 'Ade',
    company: null,
    address1: '3 Marina',
    address2: null,
    city: 'Lagos',
    state: 'LA',
    postcode: null,
    country: 'NG',
    email: 'bola@example.com',
    phone: '08030000000',
  },
  shipping: {
    firstName: 'Bola',
    lastName: 'Ade',
    company: null,
    address1: '3 Marina',
    address2: null,
    city: 'Lagos',
    state: 'LA',
    postcode: null,
    country: 'NG',
    email: null,
    phone: null,
  },
  downloadableItems: {
    nodes: [
      {
        id: 'ZG93bmxvYWQ6MTpkbC0xMTMtMQ==',
        name: 'Lumen Workstation Tuning Guide 103A (ZIP)',
        url: 'http://127.0.0.1:38969/?download_file=113&order=wc_order_4oNjTtgbtjJvR3dX&key=dl-113-1',
        accessExpires: null,
        downloadsRemaining: null,
        product: null,
      },
      {
        id: 'ZG93bmxvYWQ6MTpkbC0xMTMtMg==',
        name: 'Manual (PDF)',
        url: 'http://127.0.0.1:38969/?download_file=113&key=dl-113-2',
        accessExpires: '2027-01-31T00:00:00',
        downloadsRemaining: 4,
        product: null,
      },
    ],
  },
  lineItems: {
    nodes: [
      {
        id: 'b3JkZXJfaXRlbToz',
        quantity: 1,
        total: '₦1,827,000.00',
        subtotal: '₦2,030,000.00',
        product: {
          node: {
            __typename: 'VariableProduct',
            id: 'cG9zdDoyMjU=',
            databaseId: 225,
            name: 'Canvas Book 16 138A',
            slug: 'canvas-book-16-138a-225',
          },
        },
        variation: {
          node: {
            __typename: 'SimpleProductVariation',
            id: 'cG9zdDoyMjY=',
            databaseId: 226,
            name: 'Canvas Book 16 138A - Space Grey, 16GB',
            attributes: {
              nodes: [
                { id: 'a1', name: 'pa_color', label: 'Color', value: 'space-grey' },
                { id: 'a2', name: 'RAM', label: 'RAM', value: '16GB' },
                { id: 'a3', name: 'pa_size', label: 'Size', value: '' },
              ],
            },
          },
        },
      },
      {
        id: 'b3JkZXJfaXRlbTo0',
        quantity: 2,
        total: '₦90,000.00',
        subtotal: '₦100,000.00',
        product: {
          node: {
            __typename: 'SimpleProduct',
            id: 'cG9zdDo5',
            databaseId: 9,
            name: 'Keyboard',
            slug: 'keyboard-9',
          },
        },
        variation: null,
      },
    ],
  },
} as const

describe('toOrder', () => {
  it('maps the receipt: number, date, status, totals, payment, addresses, note', () => {
    const order = toOrder(wireOrder as never)
    expect(order).toMatchObject({
      databaseId: 3,
      orderNumber: '3',
      orderKey: 'wc_order_UQnocHAXTYela4Ye',
      date: '2026-11-23T19:43:50',
      status: 'PROCESSING',
      subtotal: '₦2,030,000.00',
      discountTotal: '₦203,000.00',
      hasDiscount: true,
      shippingTotal: '₦3,500.00',
      totalTax: '₦137,287.50',
      total: '₦1,967,787.50',
      paymentMethodTitle: 'Cash on delivery',
      customerNote: 'Call before delivery',
    })
    expect(order.billing).toEqual({
      firstName: 'Bola',
      lastName: 'Ade',
      company: '',
      address1: '3 Marina',
      address2: '',
      city: 'Lagos',
      state: 'LA',
      postcode: '',
      country: 'NG',
      email: 'bola@example.com',
      phone: '08030000000',
    })
    expect(order.shipping.email).toBe('')
  })

  it('maps lines with the product name, quantity, totals and the variation’s readable attributes', () => {
    const [variable, simple] = toOrder(wireOrder as never).lines
    expect(variable).toEqual({
      id: 'b3JkZXJfaXRlbToz',
      productId: 225,
      variationId: 226,
      name: 'Canvas Book 16 138A',
      slug: 'canvas-book-16-138a-225',
      quantity: 1,
      attributes: [
        { label: 'Color', value: 'Space Grey' },
        { label: 'RAM', value: '16GB' },
      ],
      subtotal: '₦2,030,000.00',
      total: '₦1,827,000.00',
    })
    expect(simple).toMatchObject({ variationId: null, quantity: 2, attributes: [], subtotal: '₦100,000.00' })
  })

  it('maps downloads with unlimited (null) and counted access', () => {
    expect(toOrder(wireOrder as never).downloads).toEqual([
      {
        id: 'ZG93bmxvYWQ6MTpkbC0xMTMtMQ==',
        name: 'Lumen Workstation Tuning Guide 103A (ZIP)',
        url: 'http://127.0.0.1:38969/?download_file=113&order=wc_order_4oNjTtgbtjJvR3dX&key=dl-113-1',
        downloadsRemaining: null,
        accessExpires: null,
      },
      {
        id: 'ZG93bmxvYWQ6MTpkbC0xMTMtMg==',
        name: 'Manual (PDF)',
        url: 'http://127.0.0.1:38969/?download_file=113&key=dl-113-2',
        downloadsRemaining: 4,
        accessExpires: '2027-01-31T00:00:00',
      },
    ])
  })

  it('has no discount row for a zero discount, and survives missing parts', () => {
    const order = toOrder({
      ...wireOrder,
      discountTotal: '₦0.00',
      billing: null,
      shipping: null,
      lineItems: null,
      downloadableItems: null,
      status: null,
      orderNumber: null,
    } as never)
    expect(order).toMatchObject({
      hasDiscount: false,
      lines: [],
      downloads: [],
      status: null,
      orderNumber: '3',
    })
    expect(order.billing.firstName).toBe('')
  })
})
