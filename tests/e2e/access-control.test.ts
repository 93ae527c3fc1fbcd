import { describe, expect, inject, it } from 'vitest'
import { shopOrigin } from './support/graphql'

const graphqlUrl = inject('graphqlUrl')

/** The e2e backend answers as a shop with Headless Login's access control on (recorded getCart-no-origin, -bad-origin). */
describe('the e2e backend, like a real shop, answers only the shop origin', () => {
  const ask = (headers: Record<string, string>) =>
    fetch(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: '{ cart { isEmpty } }' }),
    })

  it('refuses a request without an Origin and one from another site', async () => {
    const refused: Record<string, string>[] = [{}, { origin: 'https://elsewhere.example' }]
    for (const headers of refused) {
      const response = await ask(headers)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ errors: [{ message: 'Unauthorized request origin.' }] })
    }
  })

  it("answers the shop's own origin, which every journey's browser sends", async () => {
    const response = await ask({ origin: shopOrigin() })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { data: { cart: { isEmpty: boolean } } }).data.cart.isEmpty).toBe(true)
  })
})
