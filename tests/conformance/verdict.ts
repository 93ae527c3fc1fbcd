import type { AllowedDifference } from './allow-list'
import type { Difference } from './shape'

export interface CaseResult {
  name: string
  differences: Difference[]
}

export interface Verdict {
  cases: number
  equal: number
  /** Cases that differ only where the allow-list says they may. */
  allowed: number
  /** Differences not on the allow-list, `case: where: recorded ≠ embedded`. */
  unexpected: string[]
  /** Allow-list entries that matched no difference. */
  stale: string[]
  results: CaseResult[]
}

const covers = (entry: AllowedDifference, name: string, d: Difference) =>
  entry.case === name &&
  (!entry.where ||
    d.where === entry.where ||
    d.where.startsWith(`${entry.where}.`) ||
    d.where.startsWith(`${entry.where}[`))

export const describeDifference = (name: string, d: Difference) =>
  `${name}: ${d.where}: recorded ${d.recorded} ≠ embedded ${d.embedded}`

/** Sorts each case's differences into allowed and unexpected, and finds allow-list entries that matched nothing. */
export function judge(results: CaseResult[], allowList: AllowedDifference[]): Verdict {
  const used = new Set<AllowedDifference>()
  const unexpected: string[] = []
  let equal = 0
  let allowed = 0
  for (const { name, differences } of results) {
    if (!differences.length) equal++
    let allCovered = differences.length > 0
    for (const d of differences) {
      const entry = allowList.find((e) => covers(e, name, d))
      if (entry) used.add(entry)
      else {
        allCovered = false
        unexpected.push(describeDifference(name, d))
      }
    }
    if (allCovered) allowed++
  }
  const stale = allowList
    .filter((e) => !used.has(e))
    .map((e) => `${e.case}${e.where ? ` (${e.where})` : ''}: ${e.reason}`)
  return { cases: results.length, equal, allowed, unexpected, stale, results }
}

/** "N cases, N equal, N on the allow-list", then every difference: allowed, unexpected, and stale entries. */
export function report(verdict: Verdict): string {
  const lines = [`${verdict.cases} cases, ${verdict.equal} equal, ${verdict.allowed} on the allow-list`]
  for (const { name, differences } of verdict.results)
    for (const d of differences)
      if (!verdict.unexpected.includes(describeDifference(name, d)))
        lines.push(`  allowed: ${describeDifference(name, d)}`)
  for (const line of verdict.unexpected) lines.push(`  differs: ${line}`)
  for (const line of verdict.stale) lines.push(`  allow-list entry no longer differs: ${line}`)
  return lines.join('\n')
}
