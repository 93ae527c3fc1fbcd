import { CombinedError } from '@urql/core'
import { GraphQLError } from 'graphql'
import { describe, expect, it } from 'vitest'
import { outcomeOf } from '../../src/features/orders/order-outcome'
import { orderRequest, type OrderRequest } from '../../src/features/orders/order-request'

const KEY = 'wc_order_UQnocHAXTYela4Ye'
const request = (orderId: string, orderKey = '') => orderRequest({ orderId, orderKey }) as OrderRequest

const order = (databaseId: number, date = '2026-11-23T19:43:50') => ({
  id: `order-${databaseId}`,
  databaseId,
  orderNumber: String(databaseId),
  date,
  lineItems: { nodes: [] },
})

describe('outcomeOf', () => {
  it('finds the order a key reads when the URL names the same order (or none)', () => {
    expect(outcomeOf(request('7', KEY), { data: { order: order(7) } })).toMatchObject({
      state: 'found',
      order: { databaseId: 7 },
    })
    expect(outcomeOf(request('', KEY), { data: { order: order(7) } }).state).toBe('found')
  })

  it('finds nothing when the key reads another order than the URL’s id', () => {
    expect(outcomeOf(request('8', KEY), { data: { order: order(7) } })).toEqual({ state: 'not-found' })
  })

  it('turns every refusal of the backend into not-found, and only a failed request into a retry', () => {
    const refused = new CombinedError({
      graphQLErrors: [new GraphQLError('Not authorized to access this order')],
    })
    expect(outcomeOf(request('7'), { data: { order: null }, error: refused })).toEqual({ state: 'not-found' })
    const offline = new CombinedError({ networkError: new TypeError('Failed to fetch') })
    expect(outcomeOf(request('7'), { error: offline })).toEqual({ state: 'failed' })
    expect(outcomeOf(request('7'), { data: { order: null } })).toEqual({ state: 'not-found' })
  })

  it('shows a customer their newest order on /order-summary, and a guest session none', () => {
    const orders = [
      order(3, '2026-01-02T10:00:00'),
      null,
      order(9, '2026-03-01T08:00:00'),
      order(5, '2026-03-01T08:00:00'),
    ]
    expect(
      outcomeOf(request(''), { data: { customer: { databaseId: 1, orders: { nodes: orders } } } }),
    ).toMatchObject({
      state: 'found',
      order: { databaseId: 9 },
    })
    expect(outcomeOf(request(''), { data: { customer: { databaseId: 1, orders: { nodes: [] } } } })).toEqual({
      state: 'not-found',
    })
    // A guest's session may list the orders of its billing email: /order-summary still shows none.
    expect(
      outcomeOf(request(''), { data: { customer: { databaseId: null, orders: { nodes: orders } } } }),
    ).toEqual({
      state: 'not-found',
    })
  })
})
