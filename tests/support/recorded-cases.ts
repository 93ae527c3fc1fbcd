import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Exchanges recorded against a real WordPress + WooCommerce + WPGraphQL + WooGraphQL + Headless Login stack by
 * `npm run conformance:record` (tests/conformance/recorder), kept in the repository under
 * tests/conformance/recordings: `cases/<name>.json`, the shop's schema `schema.graphql`, and `shop.json`.
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
export const RECORDINGS_DIR = path.resolve(here, '../conformance/recordings')
export const RECORDED_CASES_DIR = path.join(RECORDINGS_DIR, 'cases')
/** The recorded shop's schema (introspection, without descriptions). */
export const LIVE_SCHEMA = path.join(RECORDINGS_DIR, 'schema.graphql')

/** One case by its file name without `.json` (e.g. `addToCart-simple-ok`); throws when it does not exist. */
export function recordedCase(name: string): RecordedCase {
  const file = path.join(RECORDED_CASES_DIR, `${name}.json`)
  return JSON.parse(readFileSync(file, 'utf8')) as RecordedCase
}

/** Every recorded case's name, sorted. */
export function recordedCaseNames(): string[] {
  return readdirSync(RECORDED_CASES_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort()
}

/** Every recorded case, sorted by file name. */
export function allRecordedCases(): RecordedCase[] {
  return readdirSync(RECORDED_CASES_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => recordedCase(file.slice(0, -'.json'.length)))
}
