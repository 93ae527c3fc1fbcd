import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { editProduct, startBackend } from '../../backend/src/index'

export interface BuildFigures {
  seconds: number
  pages: number
  pagesPerSecond: number
  /** Peak memory of all prerender processes together, of the fetching process, of the largest render process. */
  peakMb: number
  fetchingMb: number
  renderingMb: number
}

/** Runs `scripts/build.ts` in its own process (so its peak memory is its own) and reads its summary lines. */
export async function measureBuild(
  gqlHost: string,
  outDir: string,
  skipVite: boolean,
): Promise<BuildFigures> {
  const output = await runBuild(gqlHost, ['--out', outDir, ...(skipVite ? ['--skip-vite'] : [])])
  const summary = /prerender: ([\d,]+) pages in ([\d.]+) s/.exec(output)
  const done =
    /done in ([\d.]+) s, prerender peak memory (\d+) MB \(fetching (\d+) MB(?:, rendering ([\d +]+) MB)?\)/.exec(
      output,
    )
  if (!summary || !done) throw new Error(`Unexpected build output:\n${output.slice(-2000)}`)
  const pages = Number(summary[1]!.replace(/,/g, ''))
  return {
    seconds: Number(done[1]),
    pages,
    pagesPerSecond: pages / Number(summary[2]),
    peakMb: Number(done[2]),
    fetchingMb: Number(done[3]),
    renderingMb: Math.max(0, ...(done[4] ?? '').split('+').map(Number).filter(Boolean)),
  }
}

function runBuild(gqlHost: string, args: string[]): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts', ...args], {
      env: { ...process.env, GQL_HOST: gqlHost },
    })
    let text = ''
    child.stdout.on('data', (chunk: Buffer) => (text += chunk))
    child.stderr.on('data', (chunk: Buffer) => (text += chunk))
    child.on('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`build failed:\n${text.slice(-2000)}`)),
    )
  })
}

/** One product's price changed, then `--since` the deployed build: time and files rewritten. */
async function measureIncremental(graphqlUrl: string, password: string, outDir: string) {
  const clientDir = path.join(outDir, 'client')
  const latest = JSON.parse(await readFile(path.join(clientDir, 'builds/latest.json'), 'utf8')) as {
    id: string
  }
  const listing = JSON.parse(await readFile(path.join(clientDir, 'products/_payload.json'), 'utf8')) as {
    listing: { products: { slug: string; type: string; prices: { regular: number[] } }[] }
  }
  const product = listing.listing.products.find((p) => p.type === 'SIMPLE')!
  await editProduct({ graphqlUrl, password, product: product.slug, price: product.prices.regular[0]! + 1000 })
  const output = await runBuild(graphqlUrl, ['--out', outDir, '--since', latest.id])
  const done =
    /done in ([\d.]+) s: (\d+) products changed, (\d+) pages written, (\d+) removed, (\d+) files/.exec(output)
  if (!done) throw new Error(`Unexpected incremental build output:\n${output.slice(-2000)}`)
  return { seconds: Number(done[1]), pages: Number(done[3]), files: Number(done[5]) }
}

/**
 * The prerender of an N-product catalogue from the embedded backend: total build time (bundles included),
 * pages/s and peak memory, at two sizes so that memory growth with N shows.
 */
export async function runBuildBench(sizes = [2000, 10000]): Promise<Record<string, number>> {
  const results: Record<string, number> = {}
  for (const products of sizes) {
    const dataDir = path.resolve(`.tmp/bench-backend-${products}`)
    const managerPassword = randomBytes(18).toString('base64url')
    const backend = await startBackend({ port: 0, dataDir, products, quiet: true, managerPassword })
    const outDir = `.tmp/bench-dist-${products}`
    try {
      const figures = await measureBuild(backend.graphqlUrl, outDir, false)
      results[`build.${products}.seconds`] = figures.seconds
      results[`build.${products}.pages`] = figures.pages
      results[`build.${products}.pagesPerSecond`] = Math.round(figures.pagesPerSecond)
      results[`build.${products}.peakMb`] = figures.peakMb
      results[`build.${products}.fetchingMb`] = figures.fetchingMb
      results[`build.${products}.renderingMb`] = figures.renderingMb
      for (const [key, value] of Object.entries(figures)) console.info(`build.${products}.${key}: ${value}`)
      if (products === 10_000) {
        const incremental = await measureIncremental(backend.graphqlUrl, managerPassword, outDir)
        for (const [key, value] of Object.entries(incremental)) {
          results[`build.${products}.incremental.${key}`] = value
          console.info(`build.${products}.incremental.${key}: ${value}`)
        }
      }
    } finally {
      await backend.close()
      await rm(dataDir, { recursive: true, force: true })
      await rm(outDir, { recursive: true, force: true })
    }
  }
  return results
}

// `npm run bench:build -- 10000 50000 100000`: the build figures alone, at the sizes given.
if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0)
  const results = await runBuildBench(sizes.length ? sizes : [10_000])
  console.info('\nSummary')
  for (const [key, value] of Object.entries(results)) console.info(`${key.padEnd(40)} ${value}`)
}
