import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../support/test-backend'

const MY_ORDERS = `{ customer { orders(first: 20) { nodes { databaseId orderNumber date } } } }`

describe('a customer’s orders', () => {
  let shop: TestBackend
  beforeAll(async () => {
    shop = await startTestBackend()
  })
  afterAll(() => shop.close())

  // A real shop numbers its orders as they are placed, so its newest-first list counts down; the seed's past orders
  // must read the same (the walkthrough saw #2, #1, #3).
  it('lists the demo account’s past orders newest first, their numbers counting down as a real shop’s do', async () => {
    const client = shop.client()
    await client.login('demo@example.com', 'demo-password')
    const { customer } = await client.ok(MY_ORDERS)
    const orders = customer.orders.nodes as { databaseId: number; orderNumber: string; date: string }[]
    expect(orders.length).toBe(3)
    const dates = orders.map((o) => Date.parse(o.date))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const numbers = orders.map((o) => Number(o.orderNumber))
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a))
  })
})
