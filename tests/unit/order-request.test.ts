import { describe, expect, it } from 'vitest'
import { orderRequest } from '../../src/features/orders/order-request'
import { operationNameOf } from '../../src/graphql/operation-name'

const KEY = 'wc_order_UQnocHAXTYela4Ye'

function described(orderId: string, orderKey: string) {
  const request = orderRequest({ orderId, orderKey })
  return request && { ...request, name: operationNameOf(request.query) }
}

describe('orderRequest', () => {
  it('reads by key whenever the URL has one, remembering the URL’s id to compare', () => {
    expect(described('12', KEY)).toMatchObject({
      kind: 'by-key',
      name: 'getOrderByKey',
      variables: { key: KEY },
      orderId: 12,
    })
    expect(described('', ` ${KEY} `)).toMatchObject({
      kind: 'by-key',
      variables: { key: KEY },
      orderId: null,
    })
  })

  it('reads by database id without a key (the backend answers its owner only)', () => {
    expect(described('12', '')).toMatchObject({
      kind: 'by-id',
      name: 'getOrder',
      variables: { id: '12' },
      orderId: 12,
    })
  })

  it('reads the customer’s orders for the latest on /order-summary', () => {
    expect(described('', '')).toMatchObject({ kind: 'latest', name: 'getOrders', orderId: null })
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
      expect(orderRequest({ orderId: id, orderKey: key }), `${id} ${key}`).toBeNull()
  })
})
