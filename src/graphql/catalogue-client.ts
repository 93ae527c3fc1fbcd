import { Client, fetchExchange } from '@urql/core'

/**
 * The headers of every catalogue request. `origin` is for requests made outside a browser (the build, the dev
 * server): WordPress's Headless Login refuses a request without an allowed `Origin` with HTTP 403. A browser sets
 * `Origin` itself and drops this one (it is a forbidden header there).
 */
export function catalogueRequestHeaders(origin?: string): Record<string, string> {
  return {
    accept: 'application/graphql-response+json, application/json',
    ...(origin ? { origin } : {}),
  }
}

/**
 * A plain client for catalogue reads (prerender in Node, live payloads in the browser): no cache,
 * no session; `fetch` replaces the global one (the prerender bounds its answers). The shop's own client (cart, account) lives in src/graphql/shop-client.
 */
export function createCatalogueClient(
  url: string,
  options: { origin?: string; fetch?: typeof fetch } = {},
): Client {
  return new Client({
    url,
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    preferGetMethod: false,
    fetchOptions: { headers: catalogueRequestHeaders(options.origin) },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
}
