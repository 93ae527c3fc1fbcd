import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'

/**
 * Exchanges recorded against a real WordPress + WooCommerce + WPGraphQL + WooGraphQL + Headless Login stack, kept in
 * the repository under tests/conformance/recordings (`npm run conformance:record`), as the root's
 * tests/support/recorded-cases.ts reads them. The tests keep their own literal expectations and check that the
 * recording says the same, so a test both fails on the embedded backend's old behaviour and stays tied to the
 * real stack's answer.
 */
export interface RecordedCase {
  status: number
  /** What was sent (the recorder's own names and the recorded shop's ids). */
  variables: Record<string, unknown> | null
  /** CORS, content type, and `woocommerce-session` when one came back (its token redacted). */
  responseHeaders: Record<string, string>
  body: {
    data?: Record<string, unknown> | null
    errors?: Array<{ message: string; path?: Array<string | number> }>
  } & Record<string, unknown>
}

const here = path.dirname(fileURLToPath(import.meta.url))
const RECORDED_CASES_DIR = path.resolve(here, '../../../tests/conformance/recordings/cases')

/** One case by its file name without `.json` (e.g. `addToCart-simple-ok`); throws when it does not exist. */
export function recordedCase(name: string): RecordedCase {
  return JSON.parse(readFileSync(path.join(RECORDED_CASES_DIR, `${name}.json`), 'utf8')) as RecordedCase
}

export interface ErrorShape {
  message: string
  path?: Array<string | number>
}

/** The first error a real WooCommerce answered in the recorded case `name`; throws when it answered none. */
export function recordedError(name: string): ErrorShape {
  const error = recordedCase(name).body.errors?.[0]
  if (!error) throw new Error(`The recorded case ${name} holds no error`)
  return { message: error.message, path: error.path }
}

/** Checks that `expected` is what the real stack answered in `name` (message and path). */
export function expectRecordedError(name: string, expected: ErrorShape): void {
  const recorded = recordedError(name)
  expect(recorded.message).toBe(expected.message)
  if (expected.path) expect(recorded.path).toEqual(expected.path)
}

/** The HTTP status a real WooCommerce answered in `name`. */
export function expectRecordedStatus(name: string, status: number): void {
  expect(recordedCase(name).status).toBe(status)
}
