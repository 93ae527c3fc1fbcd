import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operationNameOf } from '../../src/graphql/operation-name'
import { storefrontOperations } from '../contract/storefront-operations'
import { recordedCase, recordedCaseNames, RECORDINGS_DIR } from '../support/recorded-cases'
import { ALLOW_LIST } from './allow-list'
import { RECORDED_ORIGIN, startEmbeddedBackend, type EmbeddedBackend } from './embedded-backend'
import { plannedCases, withoutDebug } from './plan'
import { replayerFor, type Replayer } from './replay'
import { storefrontQueries } from './storefront-documents'
import { judge, report, type CaseResult } from './verdict'

const RECORD = 'npm run conformance:record (docs/real-stack.md)'

// The recordings are what a real WooCommerce answered to the storefront's documents as they are now: a document
// changed since is checked against nothing, so these fail until it is recorded again.
describe('the recordings of a real WooCommerce', () => {
  const names = recordedCaseNames()

  it('hold exactly the planned cases', () => {
    expect(names, `record the missing ones: ${RECORD}`).toEqual([...plannedCases.keys()].sort())
  })

  it("hold every storefront document's current text", () => {
    const stale = names.flatMap((name) => {
      const { operationName, query } = recordedCase(name)
      if (plannedCases.get(name)?.probe) return []
      return query === storefrontQueries.get(operationName) ? [] : [`${name} (${operationName} changed)`]
    })
    expect(stale, `record them again: ${RECORD}`).toEqual([])
  })

  it('have a recording of every document the storefront sends', () => {
    const recorded = new Set(names.map((name) => recordedCase(name).operationName))
    const unrecorded = storefrontOperations
      .map(({ document }) => operationNameOf(document)!)
      .filter((name) => !recorded.has(name))
    expect(unrecorded, `plan a case for each and record it: ${RECORD}`).toEqual([])
  })

  it('were sent from the origin the replay uses', () => {
    const shop = JSON.parse(readFileSync(path.join(RECORDINGS_DIR, 'shop.json'), 'utf8')) as {
      origin: string
    }
    expect(shop.origin).toBe(RECORDED_ORIGIN)
  })
})

// Replays every recorded exchange with a real WooCommerce against the embedded backend, each after making the
// state it needs, and compares what a client depends on (see compare-exchange.ts).
describe('the embedded backend answers as the recorded WooCommerce', () => {
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
      const replayer = withoutDebug(name) ? debugOff : debugOn
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
