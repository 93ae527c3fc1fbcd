import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
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

type BackendKind = 'embedded' | 'model'

/** The calibrated model of the real server the `model` figures are measured against (4 PHP workers on 2 cores). */
const REAL_WOOCOMMERCE_MODEL = { model: 'real-woocommerce' } as const

/** One build of a catalogue already seeded in `dataDir`, against the embedded backend as it is or the model. */
async function benchOneBuild(
  kind: BackendKind,
  products: number,
  dataDir: string,
  results: Record<string, number>,
) {
  const managerPassword = randomBytes(18).toString('base64url')
  const backend = await startBackend({
    port: 0,
    dataDir,
    products,
    quiet: true,
    managerPassword,
    serverModel: kind === 'model' ? REAL_WOOCOMMERCE_MODEL : undefined,
  })
  const outDir = `.tmp/bench-dist-${kind}-${products}`
  const prefix = `build.${kind}.${products}`
  try {
    const figures = await measureBuild(backend.graphqlUrl, outDir, false)
    const served = backend.serverModel?.served()
    const rounded = {
      ...figures,
      pagesPerSecond: Math.round(figures.pagesPerSecond),
      // The model's worker time: how much of the build the real server's CPU would be.
      ...(served && { requests: served.requests, serverSeconds: Math.round(served.workerSeconds * 10) / 10 }),
    }
    for (const [key, value] of Object.entries(rounded)) {
      results[`${prefix}.${key}`] = value
      console.info(`${prefix}.${key}: ${value}`)
    }
    if (kind === 'embedded' && products === 10_000) {
      const incremental = await measureIncremental(backend.graphqlUrl, managerPassword, outDir)
      for (const [key, value] of Object.entries(incremental)) {
        results[`${prefix}.incremental.${key}`] = value
        console.info(`${prefix}.incremental.${key}: ${value}`)
      }
    }
  } finally {
    await backend.close()
    await rm(outDir, { recursive: true, force: true })
  }
}

/**
 * The prerender of an N-product catalogue: total build time (bundles included), pages/s and peak memory.
 * `build.embedded.N.*` against the embedded backend as it is (a page of 100 details in ~40 ms), at every size of
 * `sizes` and `modelSizes`; `build.model.N.*` against the calibrated model of a real WooCommerce
 * (`--server-model real-woocommerce`: 4 PHP workers on 2 cores, each request costing what it costs the real stack,
 * backend/src/graphql/server-model/real-woocommerce-costs.ts), at the sizes of `modelSizes`, on the same catalogue.
 */
export async function runBuildBench(
  sizes = [2000, 10000],
  modelSizes: number[] = [],
): Promise<Record<string, number>> {
  const results: Record<string, number> = {}
  for (const products of [...new Set([...sizes, ...modelSizes])].sort((a, b) => a - b)) {
    const dataDir = path.resolve(`.tmp/bench-backend-${products}`)
    try {
      await benchOneBuild('embedded', products, dataDir, results)
      if (modelSizes.includes(products)) await benchOneBuild('model', products, dataDir, results)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }
  return results
}

/** `--model 1000,5000`: the sizes to build against the calibrated model too (`fallback` without the flag). */
export function modelSizesArg(argv: string[], fallback: number[]): number[] {
  const { values } = parseArgs({ args: argv, options: { model: { type: 'string' } }, strict: false })
  if (typeof values.model !== 'string') return fallback
  const sizes = values.model.split(',').map(Number)
  if (!sizes.every((n) => Number.isInteger(n) && n > 0))
    throw new Error(`--model takes sizes like 1000,5000, got "${values.model}"`)
  return sizes
}

// `npm run bench:build -- 10000 50000 100000 [--model 1000,5000]`: the build figures alone, at the sizes given.
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const { positionals } = parseArgs({ args, options: { model: { type: 'string' } }, allowPositionals: true })
  const sizes = positionals.map(Number).filter((n) => n > 0)
  const modelSizes = modelSizesArg(args, [])
  const results = await runBuildBench(sizes.length || modelSizes.length ? sizes : [10_000], modelSizes)
  console.info('\nSummary')
  for (const [key, value] of Object.entries(results)) console.info(`${key.padEnd(40)} ${value}`)
}
