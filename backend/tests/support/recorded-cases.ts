import { expect } from 'vitest'
import { hasRecordedCases, recordedCase } from '../../../tests/support/recorded-cases'

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
