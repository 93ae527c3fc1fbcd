import { print } from 'graphql'
import { describe, expect, it } from 'vitest'
import { Checkout } from '../../src/features/checkout/checkout-documents'
import { orderDocuments } from '../../src/features/orders/order-documents'
import { orderRequest } from '../../src/features/orders/order-request'
import { operationNameOf } from '../../src/graphql/operation-name'

const KEY = 'wc_order_UQnocHAXTYela4Ye'

function described(orderId: string, orderKey: string, signedIn: boolean) {
  const request = orderRequest({ orderId, orderKey }, signedIn)
  return request && { ...request, name: operationNameOf(request.query) }
}

describe('orderRequest', () => {
  it('reads a signed-in customer’s order by database id, keeping the URL’s key to compare', () => {
    expect(described('12', KEY, true)).toMatchObject({
      kind: 'by-id',
      name: 'getOrder',
      variables: { id: '12' },
      orderId: 12,
      orderKey: KEY,
    })
    expect(described('12', '', true)).toMatchObject({ kind: 'by-id', orderKey: '' })
  })

  it('looks for a guest’s order among the session’s own orders (nobody may read it by key)', () => {
    expect(described('12', ` ${KEY} `, false)).toMatchObject({
      kind: 'in-session',
      name: 'getOrders',
      orderId: 12,
      orderKey: KEY,
    })
  })

  it('reads the customer’s orders for the latest on /order-summary; a guest there gets none', () => {
    expect(described('', '', true)).toMatchObject({ kind: 'latest', name: 'getOrders', orderId: null })
    expect(described('', '', false)).toBeNull()
    expect(described('', KEY, false)).toBeNull()
  })

  it('never reads an order by its key (refused to everybody: recorded getOrderByKey-same-session)', () => {
    for (const document of [...orderDocuments, Checkout]) expect(print(document)).not.toContain('ORDER_KEY')
  })

  it('sends nothing for a malformed id or key', () => {
    for (const [id, key] of <[string, string][]>[
      ['abc', ''],
      ['0', ''],
      ['-1', ''],
      ['1e3', ''],
      ['12345678901', ''],
      ['12', 'not-a-key'],
      ['12', 'wc_order_"){}'],
      ['', 'wc_order_'],
    ])
      for (const signedIn of [true, false])
        expect(orderRequest({ orderId: id, orderKey: key }, signedIn), `${id} ${key}`).toBeNull()
  })
})
