import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { startBackend } from '../../backend/src/index'

export interface BuildFigures {
  seconds: number
  pages: number
  pagesPerSecond: number
  peakMb: number
}

/** Runs `scripts/build.ts` in its own process (so its peak memory is its own) and reads its summary lines. */
export async function measureBuild(
  gqlHost: string,
  outDir: string,
  skipVite: boolean,
): Promise<BuildFigures> {
  const args = ['--import', 'tsx', 'scripts/build.ts', '--out', outDir, ...(skipVite ? ['--skip-vite'] : [])]
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, GQL_HOST: gqlHost } })
    let text = ''
    child.stdout.on('data', (chunk: Buffer) => (text += chunk))
    child.stderr.on('data', (chunk: Buffer) => (text += chunk))
    child.on('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`build failed:\n${text.slice(-2000)}`)),
    )
  })
  const summary = /prerender: ([\d,]+) pages in ([\d.]+) s/.exec(output)
  const done = /done in ([\d.]+) s, prerender peak memory (\d+) MB/.exec(output)
  if (!summary || !done) throw new Error(`Unexpected build output:\n${output.slice(-2000)}`)
  const pages = Number(summary[1]!.replace(/,/g, ''))
  return {
    seconds: Number(done[1]),
    pages,
    pagesPerSecond: pages / Number(summary[2]),
    peakMb: Number(done[2]),
  }
}

/**
 * The prerender of an N-product catalogue from the embedded backend: total build time (bundles included),
 * pages/s and peak memory, at two sizes so that memory growth with N shows.
 */
export async function runBuildBench(sizes = [2000, 10000]): Promise<Record<string, number>> {
  const results: Record<string, number> = {}
  for (const products of sizes) {
    const dataDir = path.resolve(`.tmp/bench-backend-${products}`)
    const backend = await startBackend({ port: 0, dataDir, products, quiet: true })
    try {
      const figures = await measureBuild(backend.graphqlUrl, `.tmp/bench-dist-${products}`, false)
      results[`build.${products}.seconds`] = figures.seconds
      results[`build.${products}.pages`] = figures.pages
      results[`build.${products}.pagesPerSecond`] = Math.round(figures.pagesPerSecond)
      results[`build.${products}.peakMb`] = figures.peakMb
      for (const [key, value] of Object.entries(figures)) console.info(`build.${products}.${key}: ${value}`)
    } finally {
      await backend.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  }
  return results
}
