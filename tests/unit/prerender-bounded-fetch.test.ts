import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boundedFetch } from '../../scripts/prerender/bounded-fetch'
import { createCatalogueClient } from '../../src/graphql/catalogue-client'

const MB = 1024 * 1024

/** A GraphQL endpoint that answers /huge with up to 24 MB (streamed, or declared at /declared), else a small answer. */
const sent = { bytes: 0 }
const server = createServer((req, res) => {
  if (req.url === '/small') {
    return res
      .writeHead(200, { 'content-type': 'application/json' })
      .end('{"data":{"__typename":"RootQuery"}}')
  }
  const total = 24 * MB
  res.writeHead(200, {
    'content-type': 'application/json',
    ...(req.url === '/declared' ? { 'content-length': total } : {}),
  })
  const chunk = Buffer.alloc(64 * 1024, ' ')
  let written = 0
  const pump = () => {
    while (written < total && !res.destroyed) {
      written += chunk.length
      sent.bytes += chunk.length
      if (!res.write(chunk)) return void res.once('drain', pump)
    }
    res.end()
  }
  pump()
})
let origin = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe("the prerender's GraphQL fetch", () => {
  it('drops an answer past its bound, streamed or declared, with a clear error', async () => {
    const fetchAtMost1MB = boundedFetch(MB)
    await expect(fetchAtMost1MB(`${origin}/huge`)).rejects.toThrow(/is larger than 1024 KB/)
    expect(sent.bytes).toBeLessThan(8 * MB)
    await expect(fetchAtMost1MB(`${origin}/declared`)).rejects.toThrow(/is larger than 1024 KB/)
  })

  it('names the endpoint in that error as a log may show it, never its query string (a token may be there)', async () => {
    await expect(boundedFetch(MB)(`${origin}/declared?token=abc`)).rejects.toThrow(
      `The GraphQL answer from ${origin}/declared is larger than 1024 KB`,
    )
  })

  it('hands an answer within the bound to the catalogue client unchanged', async () => {
    const client = createCatalogueClient(`${origin}/small`, { fetch: boundedFetch(MB) })
    const result = await client.query('{ __typename }', {}).toPromise()
    expect(result.data).toEqual({ __typename: 'RootQuery' })
    const huge = await createCatalogueClient(`${origin}/huge`, { fetch: boundedFetch(MB) })
      .query('{ __typename }', {})
      .toPromise()
    expect(huge.error?.message).toMatch(/larger than 1024 KB/)
  })
})
