import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { delay, graphql, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBuildClient } from '../../../scripts/prerender/build-client'
import { describeRequestFailure } from '../../../scripts/prerender/request-failure'
import { fetchSiteInfo } from '../../../src/graphql/catalogue/api'
import { recordedCase } from '../../support/recorded-cases'

const ORIGIN = 'https://shop.example'
const URL_ = 'https://wp.example/graphql?token=abc'
const ENDPOINT = 'https://wp.example/graphql'
// Tiny delays (and timeouts where the server hangs): the tests count requests and read messages, they never measure time.
const FAST = { origin: ORIGIN, attempts: 4, initialDelayMs: 1, maxDelayMs: 5, timeoutMs: 5_000 }

/** What a proxy in front of a busy PHP-FPM pool answers (nginx's own error page, its status text set). */
const gateway = (status: number, statusText: string) =>
  new HttpResponse(`<html><body><h1>${status} ${statusText}</h1></body></html>`, {
    status,
    statusText,
    headers: { 'content-type': 'text/html' },
  })

describe("the build's client against a busy or silent server", () => {
  const server = setupServer()
  let requests = 0
  /** Answers getSiteSettings with `answers[n]` for the n-th request (the last one ever after), counting them. */
  const answerInTurn = (...answers: (() => Promise<Response> | Response)[]) =>
    server.use(graphql.query('getSiteSettings', () => answers[Math.min(requests++, answers.length - 1)]!()))
  const ok = () => HttpResponse.json(recordedCase('getSiteSettings-ok').body as never)
  const failureOf = async (promise: Promise<unknown>) =>
    (
      describeRequestFailure(
        await promise.then(
          () => null,
          (e: unknown) => e,
        ),
        URL_,
      ) as Error
    ).message

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    requests = 0
  })
  afterAll(() => server.close())

  it('asks again after two 503s and gets the answer with the third request', async () => {
    answerInTurn(
      () => gateway(503, 'Service Unavailable'),
      () => gateway(503, 'Service Unavailable'),
      ok,
    )
    const site = await fetchSiteInfo(createBuildClient(URL_, FAST))
    expect(site.name).toBe('Forge Workstations')
    expect(requests).toBe(3)
  })

  it('gives up after exactly `attempts` 502s, naming the status and the operation, never the token', async () => {
    answerInTurn(() => gateway(502, 'Bad Gateway'))
    const message = await failureOf(fetchSiteInfo(createBuildClient(URL_, FAST)))
    expect(message).toBe(`HTTP 502 from ${ENDPOINT} (getSiteSettings): Bad Gateway`)
    expect(requests).toBe(FAST.attempts)
  })

  it('gives up on an answer that never comes and gets it from the next attempt', async () => {
    answerInTurn(async () => {
      await delay('infinite')
      return ok()
    }, ok)
    const site = await fetchSiteInfo(createBuildClient(URL_, { ...FAST, timeoutMs: 1_000 }))
    expect(site.name).toBe('Forge Workstations')
    expect(requests).toBe(2)
  })

  it('says how long it waited when no attempt is ever answered', async () => {
    answerInTurn(async () => {
      await delay('infinite')
      return ok()
    })
    const message = await failureOf(
      fetchSiteInfo(createBuildClient(URL_, { ...FAST, attempts: 2, timeoutMs: 200 })),
    )
    expect(message).toBe(
      `Request to ${ENDPOINT} (getSiteSettings) failed: No answer from ${ENDPOINT} within 0.2 s`,
    )
    expect(requests).toBe(2)
  })

  it('never asks again after a GraphQL error in an HTTP 200 answer', async () => {
    // Recorded getProduct-unknown-slug: WPGraphQL answers a resolver's error with HTTP 200 and `errors`.
    const recorded = recordedCase('getProduct-unknown-slug')
    answerInTurn(() => HttpResponse.json(recorded.body as never, { status: recorded.status }))
    const message = await failureOf(fetchSiteInfo(createBuildClient(URL_, FAST)))
    expect(message).toMatch(/^GraphQL error from .* \(getSiteSettings\): No product ID was found/)
    expect(requests).toBe(1)
  })

  it("never asks again after Headless Login's 403", async () => {
    const recorded = recordedCase('getCart-bad-origin')
    answerInTurn(() => HttpResponse.json(recorded.body as never, { status: recorded.status }))
    const message = await failureOf(fetchSiteInfo(createBuildClient(URL_, FAST)))
    expect(message).toBe(`HTTP 403 from ${ENDPOINT} (getSiteSettings): Unauthorized request origin.`)
    expect(requests).toBe(1)
  })
})

// A real closed port (not msw): the connection itself is refused.
describe("the build's client against a server that is not there", () => {
  let closedUrl: string
  beforeAll(async () => {
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    closedUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/graphql`
    await new Promise((resolve) => probe.close(resolve))
  })

  it('tries every attempt, then says no answer came', async () => {
    // The build's fetch reads the global one per request: a spy counts the attempts and lets them through.
    const sent = vi.spyOn(globalThis, 'fetch')
    try {
      const error = await fetchSiteInfo(createBuildClient(closedUrl, FAST)).then(
        () => null,
        (e: unknown) => e,
      )
      expect((describeRequestFailure(error, closedUrl) as Error).message).toMatch(
        /^No answer from http:\/\/127\.0\.0\.1:\d+\/graphql \(getSiteSettings\)/,
      )
      expect(sent).toHaveBeenCalledTimes(FAST.attempts)
    } finally {
      sent.mockRestore()
    }
  })
})
