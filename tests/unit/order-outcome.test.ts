import { CombinedError } from '@urql/core'
import { GraphQLError } from 'graphql'
import { describe, expect, it } from 'vitest'
import { outcomeOf } from '../../src/features/orders/order-outcome'
import { orderRequest, type OrderRequest } from '../../src/features/orders/order-request'

const KEY = 'wc_order_UQnocHAXTYela4Ye'
const request = (orderId: string, orderKey = '', signedIn = true) =>
  orderRequest({ orderId, orderKey }, signedIn) as OrderRequest

const order = (databaseId: number, date = '2026-11-23T19:43:50', orderKey = KEY) => ({
  id: `order-${databaseId}`,
  databaseId,
  orderNumber: String(databaseId),
  orderKey,
  date,
  lineItems: { nodes: [] },
})

describe('outcomeOf', () => {
  it('finds the order read by id when it is the URL’s (same id, same key when the URL has one)', () => {
    expect(outcomeOf(request('7', KEY), { data: { order: order(7) } })).toMatchObject({
      state: 'found',
      order: { databaseId: 7 },
    })
    expect(outcomeOf(request('7'), { data: { order: order(7) } }).state).toBe('found')
  })

  it('finds nothing for another order than the URL’s: another id, or another key', () => {
    expect(outcomeOf(request('8', KEY), { data: { order: order(7) } })).toEqual({ state: 'not-found' })
    const other = order(7, undefined, 'wc_order_another1')
    expect(outcomeOf(request('7', KEY), { data: { order: other } })).toEqual({ state: 'not-found' })
  })

  it('finds a guest’s order among the session’s orders (recorded getOrders-guest-session), else nothing', () => {
    const session = {
      customer: { id: 'guest', databaseId: null, orders: { nodes: [order(79), null, order(80)] } },
    }
    expect(outcomeOf(request('80', KEY, false), { data: session })).toMatchObject({
      state: 'found',
      order: { databaseId: 80 },
    })
    expect(outcomeOf(request('81', KEY, false), { data: session })).toEqual({ state: 'not-found' })
    expect(outcomeOf(request('79', 'wc_order_another1', false), { data: session })).toEqual({
      state: 'not-found',
    })
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

  it('shows a customer their newest order on /order-summary', () => {
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
  })
})
