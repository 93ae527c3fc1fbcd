import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeRequestFailure } from '../../../scripts/prerender/request-failure'
import { createCatalogueClient } from '../../../src/graphql/catalogue-client'
import { fetchSiteInfo } from '../../../src/graphql/catalogue/api'
import { recordedCase } from '../../support/recorded-cases'

const ORIGIN = 'https://shop.example'

// A real HTTP server (not msw) in front of the catalogue client: the Origin header must survive Node's fetch.
describe("the build's requests against Headless Login's access control", () => {
  let server: Server
  let url: string
  const seen: (string | undefined)[] = []

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers.origin)
      // Refused as the real stack refuses: getCart-no-origin / getCart-bad-origin (HTTP 403).
      const refused = req.headers.origin
        ? req.headers.origin !== ORIGIN && recordedCase('getCart-bad-origin')
        : recordedCase('getCart-no-origin')
      const [status, body] = refused
        ? [refused.status, refused.body]
        : [200, recordedCase('getSiteSettings-ok').body]
      req.resume().on('end', () => {
        res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql?token=abc`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it("is answered when the request carries the storefront's Origin", async () => {
    const site = await fetchSiteInfo(createCatalogueClient(url, { origin: ORIGIN }))
    expect(site.name).toBe('Forge Workstations')
    expect(seen.at(-1)).toBe(ORIGIN)
  })

  it('names the endpoint, the operation, the status and the backend message when refused, never a secret', async () => {
    for (const origin of [undefined, 'https://evil.example']) {
      const error = await fetchSiteInfo(createCatalogueClient(url, { origin })).catch((e: unknown) => e)
      const described = describeRequestFailure(error, url) as Error
      expect(described.message).toBe(
        `HTTP 403 from ${new URL(url).origin}/graphql (getSiteSettings): Unauthorized request origin.`,
      )
      expect(described.message).not.toMatch(/token=|abc/)
    }
  })

  it('leaves errors that are not requests as they are', () => {
    const error = new Error('Prerender failed for /x')
    expect(describeRequestFailure(error, url)).toBe(error)
  })
})
