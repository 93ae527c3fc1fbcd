import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { editProduct, startBackend } from '../../backend/src/index'
import { fetchListingSize } from '../../src/graphql/catalogue/bulk'
import { createBuildClient } from '../prerender/build-client'
import { parseBuildBenchArgs, realShopOrigin, type RealShop } from './build-bench-args'

export interface BuildFigures {
  seconds: number
  pages: number
  pagesPerSecond: number
  /** Peak memory of all prerender processes together, of the fetching process, of the largest render process. */
  peakMb: number
  fetchingMb: number
  renderingMb: number
}

/**
 * Runs `scripts/build.ts` in its own process (so its peak memory is its own) and reads its summary lines. `env` is
 * added to this process's environment for it.
 */
export async function measureBuild(
  gqlHost: string,
  outDir: string,
  skipVite: boolean,
  env: Record<string, string> = {},
): Promise<BuildFigures> {
  const output = await runBuild(gqlHost, ['--out', outDir, ...(skipVite ? ['--skip-vite'] : [])], env)
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

function runBuild(gqlHost: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts', ...args], {
      env: { ...process.env, ...env, GQL_HOST: gqlHost },
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
    /live in ([\d.]+) s: (\d+) products changed, (\d+) pages written, (\d+) removed, (\d+) files/.exec(output)
  if (!done) throw new Error(`Unexpected incremental build output:\n${output.slice(-2000)}`)
  return { seconds: Number(done[1]), pages: Number(done[3]), files: Number(done[5]) }
}

/** Prints and records `prefix.key: value` for every figure. */
function report(prefix: string, figures: Record<string, number>, results: Record<string, number>) {
  for (const [key, value] of Object.entries(figures)) {
    results[`${prefix}.${key}`] = value
    console.info(`${prefix}.${key}: ${value}`)
  }
}

/** A build's figures as the bench prints them: whole pages a second, and milliseconds a product of the whole build. */
function rounded(figures: BuildFigures, products: number): Record<string, number> {
  return {
    ...figures,
    pagesPerSecond: Math.round(figures.pagesPerSecond),
    msPerProduct: Math.round((figures.seconds * 10_000) / products) / 10,
  }
}

/**
 * One build of a catalogue of `products` entries seeded in `dataDir` (seeded first when it is not yet), against the
 * embedded backend: `build.embedded.N.*`, and with `incremental` the `--since` rebuild after one price changed. With
 * `listed`, the backend must list that many products (the seed adds its gift cards to the entries), and N is it.
 */
async function benchEmbeddedBuild(
  products: number,
  dataDir: string,
  results: Record<string, number>,
  opts: { incremental: boolean; listed?: number },
): Promise<BuildFigures> {
  const managerPassword = randomBytes(18).toString('base64url')
  const backend = await startBackend({ port: 0, dataDir, products, quiet: true, managerPassword })
  const size = opts.listed ?? products
  const outDir = `.tmp/bench-dist-embedded-${size}`
  const prefix = `build.embedded.${size}`
  try {
    if (opts.listed !== undefined) {
      const listed = await embeddedListingSize(backend.graphqlUrl)
      if (listed !== opts.listed)
        throw new Error(`The embedded backend lists ${listed} products, not the ${opts.listed} asked for`)
    }
    const figures = await measureBuild(backend.graphqlUrl, outDir, false)
    report(prefix, rounded(figures, size), results)
    if (opts.incremental)
      report(
        `${prefix}.incremental`,
        await measureIncremental(backend.graphqlUrl, managerPassword, outDir),
        results,
      )
    return figures
  } finally {
    await backend.close()
    await rm(outDir, { recursive: true, force: true })
  }
}

/**
 * The prerender of an N-product catalogue from the embedded backend (a page of 100 details in ~40 ms), at every size
 * of `sizes`: total build time (bundles included), pages/s, ms a product and peak memory (`build.embedded.N.*`); at
 * 10,000 products also the incremental rebuild of one changed price (`build.embedded.10000.incremental.*`).
 */
export async function runBuildBench(sizes = [2000, 10000]): Promise<Record<string, number>> {
  const results: Record<string, number> = {}
  for (const products of [...new Set(sizes)].sort((a, b) => a - b)) {
    const dataDir = path.resolve(`.tmp/bench-backend-${products}`)
    try {
      await benchEmbeddedBuild(products, dataDir, results, { incremental: products === 10_000 })
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }
  return results
}

/** How many products the embedded backend at `graphqlUrl` lists (its storefront origin is always allowed). */
async function embeddedListingSize(graphqlUrl: string): Promise<number | null> {
  return fetchListingSize(createBuildClient(graphqlUrl, { origin: 'http://localhost:3000' }), null)
}

/** How many products the embedded backend lists beyond the catalogue entries it is seeded with (its gift cards). */
async function seedExtras(): Promise<number> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-seed-probe-'))
  try {
    const backend = await startBackend({ port: 0, dataDir, products: 1, quiet: true })
    try {
      return ((await embeddedListingSize(backend.graphqlUrl)) ?? 1) - 1
    } finally {
      await backend.close()
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

/** How many products the shop lists: the `found` of a one-node first page of all products. */
async function realCatalogueSize(shop: RealShop, origin: string): Promise<number> {
  const found = await fetchListingSize(createBuildClient(shop.graphqlUrl, { origin }), null)
  if (!found)
    throw new Error(
      `${shop.graphqlUrl} answered no catalogue size (found: ${found}); is it a WooGraphQL shop?`,
    )
  return found
}

/**
 * The same build against a real shop and against the embedded backend seeded to list as many products, one after the
 * other (the real one first), same flags and environment but the endpoint: `build.real.N.*` and `build.embedded.N.*`
 * (seconds, pages, pages/s, ms a product, peak memory) and `build.ratio.N`, the real build's seconds over the
 * embedded one's. The bench cannot change a price on a real shop (that needs WordPress), so there is no
 * `build.real.N.incremental`: the real build's output is kept in `.tmp/bench-dist-real-N` and the bench prints the
 * command that measures it by hand. The embedded incremental rebuild is measured at every size here.
 */
export async function runRealBuildBench(shop: RealShop): Promise<Record<string, number>> {
  const results: Record<string, number> = {}
  const origin = realShopOrigin(shop, process.env)
  const products = await realCatalogueSize(shop, origin)
  console.info(`${shop.graphqlUrl} lists ${products.toLocaleString('en-US')} products (Origin ${origin})`)
  const outDir = `.tmp/bench-dist-real-${products}`
  await rm(outDir, { recursive: true, force: true })
  const real = await measureBuild(shop.graphqlUrl, outDir, false, { BUILD_ORIGIN: origin })
  report(`build.real.${products}`, rounded(real, products), results)
  const dataDir = path.resolve(`.tmp/bench-backend-${products}`)
  try {
    const entries = Math.max(1, products - (await seedExtras()))
    const embedded = await benchEmbeddedBuild(entries, dataDir, results, {
      incremental: true,
      listed: products,
    })
    const ratio = Math.round((real.seconds / embedded.seconds) * 100) / 100
    report('build.ratio', { [products]: ratio }, results)
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
  console.info(await realIncrementalHint(shop, origin, outDir))
  return results
}

/** How to measure the real shop's incremental rebuild by hand, over the build the bench kept. */
async function realIncrementalHint(shop: RealShop, origin: string, outDir: string): Promise<string> {
  const latest = JSON.parse(await readFile(path.join(outDir, 'client/builds/latest.json'), 'utf8')) as {
    id: string
  }
  return [
    `build.real: no incremental figure (the bench cannot change a price on a real shop). To measure it, change one`,
    `simple product's regular price in WordPress (Products → Edit → Update), then run`,
    `  GQL_HOST=${shop.graphqlUrl} BUILD_ORIGIN=${origin} npm run build -- --out ${outDir} --since ${latest.id}`,
    `and read "live in … s" of its line; remove ${outDir} afterwards.`,
  ].join('\n')
}

// `npm run bench:build -- 10000 50000 100000`: the build figures alone, at the sizes given;
// `npm run bench:build -- --real <shop>/graphql [--real-origin <origin>]`: against a real shop and the embedded backend.
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseBuildBenchArgs(process.argv.slice(2))
  const results = args.real ? await runRealBuildBench(args.real) : await runBuildBench(args.sizes)
  console.info('\nSummary')
  for (const [key, value] of Object.entries(results)) console.info(`${key.padEnd(40)} ${value}`)
}
