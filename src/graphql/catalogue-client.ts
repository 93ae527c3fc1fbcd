import { Client, fetchExchange } from '@urql/core'

/**
 * A plain client for catalogue reads (prerender in Node, live payloads in the browser): no cache,
 * no session. The shop's own client (cart, account) lives in src/graphql/shop-client.
 */
export function createCatalogueClient(url: string): Client {
  return new Client({
    url,
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    preferGetMethod: false,
    fetchOptions: { headers: { accept: 'application/graphql-response+json, application/json' } },
  })
}
