import { readFileSync } from 'node:fs'
import path from 'node:path'
import { CHUNK_REPORT_FILE, type ChunkReport } from './chunk-report-plugin'

/** The part of the client a module belongs to, for the printed breakdown. */
function partOf(module: string): string {
  if (/^react-dom\//.test(module) || /^scheduler\//.test(module)) return 'react-dom'
  if (/^react\//.test(module)) return 'react'
  if (/^(vike|@brillout)\//.test(module) || module.startsWith('virtual:vike')) return 'vike router'
  if (/^(i18next|react-i18next|html-parse-stringify|void-elements)\//.test(module)) return 'i18next'
  if (module.startsWith('locales/')) return 'texts'
  if (/^(src|renderer|pages|payloads)\//.test(module)) return 'ours'
  return module.split('/')[0]!.startsWith('@')
    ? module.split('/').slice(0, 2).join('/')
    : module.split('/')[0]!
}

/**
 * Splits the gzip bytes of the scripts a page loaded into the parts they are made of (React, react-dom,
 * Vike's router, i18next, texts, our code, other packages), each file's gzip size shared out in proportion
 * to its modules' own gzip sizes (from the build's chunk report).
 */
export function jsComposition(clientDir: string, gzipByUrlPath: Map<string, number>): Record<string, number> {
  const report = JSON.parse(readFileSync(path.join(clientDir, CHUNK_REPORT_FILE), 'utf8')) as ChunkReport
  const parts: Record<string, number> = {}
  for (const [urlPath, gzip] of gzipByUrlPath) {
    const modules = report[urlPath.replace(/^\//, '')] ?? [
      { module: `unknown ${urlPath}`, bytes: 1, gzip: 1 },
    ]
    const total = modules.reduce((n, m) => n + m.gzip, 0) || 1
    for (const m of modules)
      parts[partOf(m.module)] = (parts[partOf(m.module)] ?? 0) + (gzip * m.gzip) / total
  }
  return Object.fromEntries(
    Object.entries(parts)
      .map(([part, bytes]) => [part, Math.round(bytes)] as const)
      .sort((a, b) => b[1] - a[1]),
  )
}
