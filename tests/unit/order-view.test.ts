import { CombinedError } from '@urql/core'
import { GraphQLError } from 'graphql'
import { describe, expect, it } from 'vitest'
import type { KeptOrder } from '../../src/features/orders/kept-orders'
import { orderRequest } from '../../src/features/orders/order-request'
import { orderView } from '../../src/features/orders/order-view'

const KEY = 'wc_order_UQnocHAXTYela4Ye'
const order = (databaseId: number, status: KeptOrder['status']) =>
  ({ id: `o${databaseId}`, databaseId, orderKey: KEY, status }) as KeptOrder
const guestRequest = orderRequest({ orderId: '80', orderKey: KEY }, false)
const refused = new CombinedError({
  graphQLErrors: [new GraphQLError('Not authorized to access this order')],
})
const offline = new CombinedError({ networkError: new TypeError('Failed to fetch') })
const sessionOrders = (...orders: KeptOrder[]) => ({
  customer: { id: 'guest', databaseId: null, orders: { nodes: orders } },
})

describe('orderView', () => {
  it('shows the browser’s kept copy at once, before the session has loaded or the backend answered', () => {
    const kept = order(80, 'PENDING')
    const waiting = { fetching: false }
    expect(orderView({ loaded: false, request: null, result: waiting, kept })).toMatchObject({
      state: 'found',
      order: { databaseId: 80, status: 'PENDING' },
    })
    expect(orderView({ loaded: true, request: guestRequest, result: { fetching: true }, kept }).state).toBe(
      'found',
    )
  })

  it('keeps showing the kept copy when the backend refuses or cannot be reached (a real guest reads no order)', () => {
    const kept = order(80, 'PROCESSING')
    for (const error of [refused, offline])
      expect(
        orderView({ loaded: true, request: guestRequest, result: { fetching: false, error }, kept }),
      ).toMatchObject({ state: 'found', order: { databaseId: 80 } })
    const none = { fetching: false, data: sessionOrders() }
    expect(orderView({ loaded: true, request: guestRequest, result: none, kept }).state).toBe('found')
  })

  it('prefers the order as the backend has it now (a transfer confirmed since)', () => {
    const result = { fetching: false, data: sessionOrders(order(80, 'PROCESSING')) }
    const kept = order(80, 'PENDING')
    expect(orderView({ loaded: true, request: guestRequest, result, kept })).toMatchObject({
      state: 'found',
      order: { status: 'PROCESSING' },
    })
  })

  it('without a copy: loading, then not-found for a refusal and a retry for an unreachable shop', () => {
    const base = { loaded: true, request: guestRequest, kept: null }
    expect(orderView({ ...base, loaded: false, result: { fetching: false } })).toEqual({ state: 'loading' })
    expect(orderView({ ...base, result: { fetching: true } })).toEqual({ state: 'loading' })
    expect(orderView({ ...base, result: { fetching: false, error: refused } })).toEqual({
      state: 'not-found',
    })
    expect(orderView({ ...base, result: { fetching: false, error: offline } })).toEqual({ state: 'failed' })
    expect(orderView({ ...base, request: null, result: { fetching: false } })).toEqual({ state: 'not-found' })
  })
})
