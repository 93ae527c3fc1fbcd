import { readdirSync } from 'node:fs'
import { hasRecordedCases, RECORDED_CASES_DIR } from '../support/recorded-cases'

/** Every recorded case's name as its file is named (some cases' `case` field does not repeat the file's suffix). */
export function recordedCaseNames(): string[] {
  if (!hasRecordedCases) return []
  return readdirSync(RECORDED_CASES_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort()
}
