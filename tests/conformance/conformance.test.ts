import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { SignJWT, decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasRecordedCases, recordedCase, RECORDED_CASES_ABSENT } from '../support/recorded-cases'
import { ALLOW_LIST } from './allow-list'
import { recordedCaseNames } from './case-names'
import { compareExchange } from './compare-exchange'
import { startEmbeddedBackend, type EmbeddedBackend } from './embedded-backend'
import { send } from './exchange'
import { judge, report } from './verdict'
import { prepare, requestHeaders, type ReplayContext } from './scenarios'
import { discoverSeed, mapVariables } from './seed-mapping'
import { Shopper } from './shopper'

// Replays every recorded exchange with a real WooCommerce against the embedded backend, each after making the
// state it needs, and compares what a client depends on (see compare-exchange.ts).
describe.skipIf(!hasRecordedCases)('the embedded backend answers as the recorded WooCommerce', () => {
  let embedded: EmbeddedBackend
  let ctx: ReplayContext
  let demoUserId: string

  beforeAll(async () => {
    embedded = await startEmbeddedBackend()
    const seed = await discoverSeed(embedded.backend.graphqlUrl)
    ctx = {
      graphqlUrl: embedded.backend.graphqlUrl,
      seed,
      shopper: () => new Shopper(embedded.backend.graphqlUrl, seed),
      expire: async (token) =>
        new SignJWT({ ...decodeJwt(token) })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
          .setNotBefore(Math.floor(Date.now() / 1000) - 7200)
          .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
          .sign(embedded.authSecret()),
    }
    demoUserId = (await ctx.shopper().login()).userId!
  })
  afterAll(() => embedded?.close())

  it('on every recorded case, but for the allow-list', async () => {
    const results = []
    for (const name of recordedCaseNames()) {
      const recorded = recordedCase(name)
      let differences
      try {
        const prepared = await prepare(name, recorded.sentCredentials, ctx)
        const variables = { ...mapVariables(recorded.variables, ctx.seed, demoUserId), ...prepared.variables }
        const headers = requestHeaders(recorded.requestHeaders, prepared)
        const answer = await send(
          ctx.graphqlUrl,
          recorded.query,
          variables,
          headers,
          recorded.operationName ?? undefined,
        )
        differences = compareExchange(recorded, answer)
      } catch (error) {
        differences = [{ where: 'replay', recorded: 'replayed', embedded: String(error) }]
      }
      results.push({ name, differences })
    }
    const verdict = judge(results, ALLOW_LIST)
    const text = report(verdict)
    console.info(text)
    writeFileSync(path.resolve('.tmp', 'conformance-report.txt'), `${text}\n`)
    expect(verdict.unexpected, 'differences not on the allow-list').toEqual([])
    expect(verdict.stale, 'allow-list entries that no longer differ').toEqual([])
  }, 120_000)
})

describe.skipIf(hasRecordedCases)('the embedded backend answers as the recorded WooCommerce', () => {
  it.skip(RECORDED_CASES_ABSENT, () => {})
})
