import { describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackendOptions } from '../support/test-backend'

const STOREFRONT = 'https://shop.example'

/** The origin CORS lets read the answer to a preflight and to a JSON POST sent from `origin` (null: none). */
async function corsFor(options: TestBackendOptions, origin: string): Promise<Array<string | null>> {
  const shop = await startTestBackend({ products: 4, storefrontUrl: STOREFRONT, ...options })
  try {
    const preflight = await fetch(shop.backend.graphqlUrl, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    })
    const post = await fetch(shop.backend.graphqlUrl, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    })
    return [preflight, post].map((res) => res.headers.get('access-control-allow-origin'))
  } finally {
    await shop.close()
  }
}

describe('CORS', () => {
  it('in production answers only the storefront and the configured origins, not any localhost page', async () => {
    const production = { nodeEnv: 'production' }
    expect(await corsFor(production, 'http://localhost:5555')).toEqual([null, null])
    expect(await corsFor(production, 'http://127.0.0.1:8080')).toEqual([null, null])
    expect(await corsFor({ nodeEnv: undefined }, 'http://localhost:5555')).toEqual([null, null])
    expect(await corsFor(production, STOREFRONT)).toEqual([STOREFRONT, STOREFRONT])
    const partner = 'https://partner.example'
    const configured = await corsFor({ ...production, allowedOrigins: [partner] }, partner)
    expect(configured).toEqual([partner, partner])
  })

  it('in development also answers a localhost page (a dev server on any port)', async () => {
    expect(await corsFor({ nodeEnv: 'development' }, 'http://localhost:5555')).toEqual([
      'http://localhost:5555',
      'http://localhost:5555',
    ])
  })
})
