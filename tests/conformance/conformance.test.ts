import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasRecordedCases, recordedCase, RECORDED_CASES_ABSENT } from '../support/recorded-cases'
import { ALLOW_LIST } from './allow-list'
import { recordedCaseNames } from './case-names'
import { startEmbeddedBackend, type EmbeddedBackend } from './embedded-backend'
import { replayerFor, type Replayer } from './replay'
import { judge, report, type CaseResult } from './verdict'

/** Cases recorded with WPGraphQL's debug mode off; they go to a backend started the same way. */
const NO_DEBUG = /-nodebug$/

// Replays every recorded exchange with a real WooCommerce against the embedded backend, each after making the
// state it needs, and compares what a client depends on (see compare-exchange.ts).
describe.skipIf(!hasRecordedCases)('the embedded backend answers as the recorded WooCommerce', () => {
  const backends: EmbeddedBackend[] = []
  let debugOn: Replayer
  let debugOff: Replayer

  beforeAll(async () => {
    backends.push(await startEmbeddedBackend(true), await startEmbeddedBackend(false))
    debugOn = await replayerFor(backends[0]!)
    debugOff = await replayerFor(backends[1]!)
  })
  afterAll(() => Promise.all(backends.map((b) => b.close())))

  it('on every recorded case, but for the allow-list', async () => {
    const results: CaseResult[] = []
    for (const name of recordedCaseNames()) {
      const replayer = NO_DEBUG.test(name) ? debugOff : debugOn
      results.push({ name, differences: await replayer.replay(name, recordedCase(name)) })
    }
    const verdict = judge(results, ALLOW_LIST)
    const text = report(verdict)
    console.info(text)
    writeFileSync(path.resolve('.tmp', 'conformance-report.txt'), `${text}\n`)
    expect(verdict.unexpected, 'differences not on the allow-list').toEqual([])
    expect(verdict.stale, 'allow-list entries that no longer differ').toEqual([])
  })
})

describe.skipIf(hasRecordedCases)('the embedded backend answers as the recorded WooCommerce', () => {
  it.skip(RECORDED_CASES_ABSENT, () => {})
})
