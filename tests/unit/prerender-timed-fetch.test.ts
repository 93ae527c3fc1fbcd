import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boundedFetch } from '../../scripts/prerender/bounded-fetch'
import { RequestTimeoutError, timedFetch } from '../../scripts/prerender/timed-fetch'

/** /stalled-body sends its headers and half an answer, then nothing; /silent never answers at all. */
const open: ServerResponse[] = []
const server = createServer((req, res) => {
  open.push(res)
  if (req.url?.startsWith('/stalled-body')) {
    res.writeHead(200, { 'content-type': 'application/json' }).write('{"data":')
  }
})
let origin = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  open.forEach((res) => res.destroy())
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe("the build's per-attempt timeout", () => {
  const fetchWithin = (ms: number) => timedFetch(ms, boundedFetch())

  it('gives up on a server that never answers, naming the endpoint without its query string', async () => {
    const error = await fetchWithin(100)(`${origin}/silent?token=abc`).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect((error as Error).message).toBe(`No answer from ${origin}/silent within 0.1 s`)
  })

  it('gives up also when the caller passes a signal of its own that never fires', async () => {
    const caller = new AbortController()
    const error = await fetchWithin(100)(`${origin}/silent`, { signal: caller.signal }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(RequestTimeoutError)
  })

  it('gives up on an answer whose body stops coming after its headers', async () => {
    const error = await fetchWithin(100)(`${origin}/stalled-body`).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestTimeoutError)
  })

  it("leaves the caller's own abort as it is (urql tears a request down with it)", async () => {
    const caller = new AbortController()
    const request = fetchWithin(60_000)(`${origin}/silent`, { signal: caller.signal })
    caller.abort()
    const error = await request.catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(RequestTimeoutError)
    expect((error as Error).name).toBe('AbortError')
  })
})
