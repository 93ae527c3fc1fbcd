/** One thing the start-up check found missing or wrong, with the request that showed it and what to do. */
export interface Finding {
  /** An error stops the build; a warning is printed and the build goes on. */
  level: 'error' | 'warning'
  /** What is wrong, in the operator's words. */
  problem: string
  /** The request that showed it (method, endpoint, operation, Origin) and what came back. */
  evidence: string
  /** What to change, and where. */
  fix: string
}

export function formatFinding(finding: Finding): string {
  const label = finding.level === 'error' ? 'ERROR' : 'WARNING'
  return `${label}: ${finding.problem}\n  request: ${finding.evidence}\n  fix: ${finding.fix}`
}

/** The error that stops a build: every finding, errors first. */
export function startupCheckError(findings: Finding[]): Error {
  const sorted = [...findings].sort((a, b) => (a.level === b.level ? 0 : a.level === 'error' ? -1 : 1))
  const errors = findings.filter((f) => f.level === 'error').length
  return new Error(
    `Start-up check: the backend is not ready for this storefront (${errors} ${errors === 1 ? 'problem' : 'problems'}; docs/connecting-woocommerce.md)\n` +
      sorted.map(formatFinding).join('\n'),
  )
}
