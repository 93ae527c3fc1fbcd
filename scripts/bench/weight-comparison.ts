/** One page's first-load JavaScript: gzip bytes and script count. */
export interface PageWeight {
  bytes: number
  scripts: number
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1)

function signed(bytes: number): string {
  if (bytes === 0) return '±0.0'
  return `${bytes > 0 ? '+' : '−'}${kb(Math.abs(bytes))}`
}

/**
 * The per-page table of first-load JavaScript, base commit against the current tree (KB of 1,000 bytes, gzip -9,
 * as the budgets count), as Markdown rows: page | base | current | difference | scripts.
 */
export function weightComparisonTable(
  baseLabel: string,
  base: Map<string, PageWeight>,
  current: Map<string, PageWeight>,
): string {
  const rows = [...current].map(([page, now]) => {
    const before = base.get(page)
    if (!before) return `| ${page} | – | ${kb(now.bytes)} | – | ${now.scripts} |`
    return (
      `| ${page} | ${kb(before.bytes)} | ${kb(now.bytes)} | ${signed(now.bytes - before.bytes)} | ` +
      `${before.scripts} → ${now.scripts} |`
    )
  })
  return [
    `| page | ${baseLabel} (KB) | current (KB) | difference (KB) | scripts |`,
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}
