import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'

/**
 * Exchanges recorded against a real WordPress + WooCommerce + WPGraphQL + WooGraphQL + Headless Login stack, as the
 * root's tests/support/recorded-cases.ts reads them. They live beside the repository
 * (`../shared/conformance/woocommerce/cases`), never inside it: checks that use them are left out where that folder
 * is absent, and the tests keep their own literal expectations.
 */
export interface RecordedCase {
  status: number
  body: {
    data?: Record<string, unknown> | null
    errors?: Array<{ message: string; path?: Array<string | number> }>
  } & Record<string, unknown>
}

const here = path.dirname(fileURLToPath(import.meta.url))
const RECORDED_CASES_DIR = path.resolve(here, '../../../../shared/conformance/woocommerce/cases')
export const hasRecordedCases = existsSync(RECORDED_CASES_DIR)

/** One case by its file name without `.json` (e.g. `addToCart-simple-ok`); throws when it does not exist. */
export function recordedCase(name: string): RecordedCase {
  return JSON.parse(readFileSync(path.join(RECORDED_CASES_DIR, `${name}.json`), 'utf8')) as RecordedCase
}

export interface ErrorShape {
  message: string
  path?: Array<string | number>
}

/**
 * The first error a real WooCommerce answered in the recorded case `name`, or undefined where the recordings are
 * absent. Tests assert their own literal expectation and, where the recording is at hand, that it is what the real
 * stack said, so a test both fails on the embedded backend's old behaviour and stays tied to the recording.
 */
export function recordedError(name: string): ErrorShape | undefined {
  if (!hasRecordedCases) return undefined
  const error = recordedCase(name).body.errors?.[0]
  return error ? { message: error.message, path: error.path } : undefined
}

/** Checks that `expected` is what the real stack answered in `name` (message and path), when the recording exists. */
export function expectRecordedError(name: string, expected: ErrorShape): void {
  const recorded = recordedError(name)
  if (!recorded) return
  expect(recorded.message).toBe(expected.message)
  if (expected.path) expect(recorded.path).toEqual(expected.path)
}

/** The HTTP status a real WooCommerce answered in `name`, when the recording exists. */
export function expectRecordedStatus(name: string, status: number): void {
  if (!hasRecordedCases) return
  expect(recordedCase(name).status).toBe(status)
}
