import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../support/test-backend'
import { ADD_TO_CART, findSimpleProduct, CHECKOUT, checkoutInput } from '../support/shop-documents'

async function post(url: string, body: string, contentType = 'application/json') {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': contentType, accept: 'application/json' },
    body,
  })
  return {
    status: res.status,
    body: (await res.json()) as { errors?: Array<{ message: string }>; data?: unknown },
  }
}

describe('bad requests and restarts', () => {
  let shop: TestBackend

  beforeAll(async () => {
    shop = await startTestBackend()
  })
  afterAll(() => shop.close())

  it('answers malformed, deep and oversized requests with GraphQL errors and keeps serving', async () => {
    const url = shop.backend.graphqlUrl
    const syntax = await post(url, JSON.stringify({ query: '{ products { nodes { name ' }))
    expect(syntax.body.errors?.[0]?.message).toMatch(/^Syntax Error/)
    const json = await post(url, '{"query": ')
    expect(json.body.errors?.[0]?.message).toBe('POST body sent invalid JSON.')
    const unknown = await post(url, JSON.stringify({ query: '{ nope }' }))
    expect(unknown.body.errors?.[0]?.message).toContain('Cannot query field "nope"')
    const deep = `{ products { nodes { ${'related { nodes { ... on SimpleProduct { '.repeat(12)} name ${'} } }'.repeat(12)} } } }`
    const tooDeep = await post(url, JSON.stringify({ query: deep }))
    expect(tooDeep.body.errors?.[0]?.message).toMatch(/exceeds the maximum depth of 20/)
    const big = await post(
      url,
      JSON.stringify({ query: `{ cart { isEmpty } }`, padding: 'x'.repeat(150 * 1024) }),
    )
    expect(big.status).toBe(413)
    expect(big.body.errors?.[0]?.message).toMatch(/larger than 100 KB/)
    const get = await fetch(`${url}?query=${encodeURIComponent('{ generalSettings { title } }')}`, {
      // A client's GET carries a content type that forces a preflight (the CSRF prevention refuses a bare one).
      headers: { accept: 'application/graphql-response+json', 'content-type': 'application/json' },
    })
    expect(get.headers.get('content-type')).toContain('application/graphql-response+json')
    expect(
      ((await get.json()) as { data: { generalSettings: { title: string } } }).data.generalSettings.title,
    ).toBeTruthy()
    const ok = await post(url, JSON.stringify({ query: '{ generalSettings { title } }' }))
    expect(ok.status).toBe(200)
  })

  it('keeps customers and orders across a restart on the same data folder', async () => {
    const client = shop.client()
    await client.ok(
      `mutation { registerCustomer(input: { username: "keeper", email: "keeper@example.com", password: "keep-pass" }) { customer { databaseId } } }`,
    )
    await client.login('keeper', 'keep-pass')
    const product = await findSimpleProduct(client, 1)
    await client.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 1 } })
    const order = (
      await client.ok(CHECKOUT, {
        input: checkoutInput({ billing: { ...checkoutInput().billing, email: 'keeper@example.com' } }),
      })
    ).checkout.order

    await shop.restart()
    const again = shop.client()
    await again.login('keeper', 'keep-pass')
    const data = await again.ok(`query($id: ID) { order(id: $id, idType: DATABASE_ID) { orderKey } }`, {
      id: String(order.databaseId),
    })
    expect(data.order.orderKey).toBe(order.orderKey)
  })
})
