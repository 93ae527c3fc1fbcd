import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS } from '../../tests/e2e/support/browser'
import { warmImages } from './warm-images'

/** The e2e suite's headless flags, so Lighthouse audits the same browser setup the tests drive. */
const CHROME_FLAGS = CHROMIUM_FLAGS
const RUNS = 3
/** Shown as columns already, so not listed among the audits that kept a page from 100. */
const METRICS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'speed-index',
  'total-blocking-time',
  'max-potential-fid',
  'interactive',
  'cumulative-layout-shift',
])

interface Run {
  performance: number
  accessibility: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Lighthouse's CPU benchmark of the host during the run: TBT scales with it, so it says how to read the run. */
  benchmarkIndex: number
  /** Audits below a full score, for the printed reasons. */
  failing: string[]
}

function chromePath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
      encoding: 'utf8',
    }).trim()
  } catch {
    throw new Error('Lighthouse needs chromium: set CHROME_PATH or install it')
  }
}

/** One Lighthouse run (mobile preset, the default) in a fresh chromium with its own profile folder. */
async function audit(url: string): Promise<Run> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-'))
  const chrome = await launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, userDataDir })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && !METRICS.has(a.id))
      .filter((a) => a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric')
      .map((a) => a.id)
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      failing,
    }
  } finally {
    chrome.kill()
    await rm(userDataDir, { recursive: true, force: true })
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/**
 * Lighthouse 12, mobile preset, on each page of the served shop: the median of three runs of the
 * performance and accessibility scores and of FCP, LCP, TBT and CLS, printed as a table with the audits
 * that kept a page from 100. The page's images are requested once before its runs (see warmImages).
 */
export async function runLighthouseBench(
  shopUrl: string,
  pages: Record<string, string>,
): Promise<Record<string, number>> {
  const results: Record<string, number> = {}
  const rows: string[] = []
  for (const [name, route] of Object.entries(pages)) {
    const runs: Run[] = []
    await warmImages(shopUrl + route)
    for (let i = 0; i < RUNS; i++) runs.push(await audit(shopUrl + route))
    const m = (pick: (r: Run) => number) => median(runs.map(pick))
    const row = {
      performance: m((r) => r.performance),
      accessibility: m((r) => r.accessibility),
      fcpMs: Math.round(m((r) => r.fcpMs)),
      lcpMs: Math.round(m((r) => r.lcpMs)),
      tbtMs: Math.round(m((r) => r.tbtMs)),
      cls: Number(m((r) => r.cls).toFixed(3)),
      benchmarkIndex: m((r) => r.benchmarkIndex),
    }
    for (const [key, value] of Object.entries(row)) results[`lighthouse.${name}.${key}`] = value
    const failing = [...new Set(runs.flatMap((r) => r.failing))]
    rows.push(
      `${name.padEnd(12)} ${String(row.performance).padStart(4)} ${String(row.accessibility).padStart(5)} ` +
        `${String(row.fcpMs).padStart(6)} ${String(row.lcpMs).padStart(6)} ${String(row.tbtMs).padStart(5)} ` +
        `${String(row.cls).padStart(5)} ${String(row.benchmarkIndex).padStart(5)}  ${route}` +
        (failing.length ? `\n${' '.repeat(13)}below 100: ${failing.join(', ')}` : ''),
    )
    console.info(rows.at(-1))
    if (process.env.LIGHTHOUSE_DEBUG) console.info(JSON.stringify(runs, null, 1))
  }
  console.info(
    `\npage          perf  a11y  FCPms  LCPms TBTms   CLS  host  (median of ${RUNS}; host: Lighthouse's CPU benchmark index)\n${rows.join('\n')}`,
  )
  return results
}
