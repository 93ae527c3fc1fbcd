import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../support/test-backend'

const RESET_MAIL = 'mutation { sendPasswordResetEmail(input: { username: "demo" }) { success } }'

/** What a page of another site can send without a CORS preflight: an HTML form's three encodings. */
function formPosts(query: string): Array<{ name: string; init: RequestInit }> {
  const multipart = new FormData()
  multipart.set('query', query)
  return [
    { name: 'urlencoded', init: { method: 'POST', body: new URLSearchParams({ query }) } },
    { name: 'multipart', init: { method: 'POST', body: multipart } },
    {
      name: 'text/plain',
      init: { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query }) },
    },
  ]
}

describe('cross-site requests to /graphql are refused (graphql-yoga CSRF prevention)', () => {
  let shop: TestBackend
  beforeAll(async () => {
    shop = await startTestBackend({ products: 4 })
  })
  afterAll(() => shop.close())

  const mailsToDemo = async () =>
    ((await (await fetch(`${shop.backend.origin}/_outbox?to=demo@example.com`)).json()) as unknown[]).length

  it('does not run a mutation posted by a form, in any encoding a form can use', async () => {
    for (const { name, init } of formPosts(RESET_MAIL)) {
      const res = await fetch(shop.backend.graphqlUrl, {
        ...init,
        headers: { ...init.headers, origin: 'https://evil.example' },
      })
      expect(res.status, name).toBe(403)
      expect(JSON.stringify(await res.json()), name).toContain('Required CSRF header')
    }
    expect(await mailsToDemo()).toBe(0)
    // The same mutation as JSON (which a browser preflights) runs.
    await shop.client().ok(RESET_MAIL)
    expect(await mailsToDemo()).toBe(1)
  })

  it('answers a GET query only with a header a simple cross-site request cannot carry', async () => {
    const url = `${shop.backend.graphqlUrl}?query=${encodeURIComponent('{ __typename }')}`
    expect((await fetch(url)).status).toBe(403)
    for (const [name, value] of [
      ['content-type', 'application/json'],
      ['apollo-require-preflight', 'true'],
    ]) {
      const res = await fetch(url, { headers: { [name!]: value!, accept: 'application/json' } })
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ data: { __typename: 'RootQuery' } })
    }
  })
})
