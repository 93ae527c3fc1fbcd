import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Exchanges recorded against a real WordPress + WooCommerce + WPGraphQL + WooGraphQL + Headless Login stack.
 * They live beside the repository (`../shared/conformance/woocommerce/cases`), never inside it: tests that use
 * them skip, and say so, where that folder is absent.
 */
export interface RecordedCase {
  operationName: string
  case: string
  note: string
  query: string
  variables: Record<string, unknown> | null
  requestHeaders: Record<string, string>
  sentCredentials: string[]
  status: number
  responseHeaders: Record<string, string>
  body: {
    data?: Record<string, unknown> | null
    errors?: Array<{
      message: string
      path?: Array<string | number>
      extensions?: Record<string, unknown>
    }>
  } & Record<string, unknown>
}

const here = path.dirname(fileURLToPath(import.meta.url))
export const RECORDED_CASES_DIR = path.resolve(here, '../../../shared/conformance/woocommerce/cases')
export const hasRecordedCases = existsSync(RECORDED_CASES_DIR)
export const RECORDED_CASES_ABSENT =
  '../shared/conformance/woocommerce is absent: recorded answers of a real WooCommerce not checked'

/** One case by its file name without `.json` (e.g. `addToCart-simple-ok`); throws when it does not exist. */
export function recordedCase(name: string): RecordedCase {
  const file = path.join(RECORDED_CASES_DIR, `${name}.json`)
  return JSON.parse(readFileSync(file, 'utf8')) as RecordedCase
}

/** Every recorded case, sorted by file name; empty where the folder is absent. */
export function allRecordedCases(): RecordedCase[] {
  if (!hasRecordedCases) return []
  return readdirSync(RECORDED_CASES_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => recordedCase(file.slice(0, -'.json'.length)))
}
