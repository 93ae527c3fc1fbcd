/**
 * `npm run bench`: every performance budget (README, Benchmarks) as a printed figure. Takes a few minutes.
 * `npm run bench -- --quick` skips the 10,000-product builds; `--scale` adds 50,000 and 100,000 (about 20 minutes).
 * A build against a real shop is measured apart: `npm run bench:build -- --real <shop>/graphql` (build-bench.ts).
 * `npm run bench -- --base <rev>` measures only the page weights, of that commit's build and of this tree's from the
 * same backend, and prints the per-page differences.
 */
import { parseArgs } from 'node:util'
import { compareWithBase } from './base-comparison'
import { runBackendBench } from '../../backend/bench/backend-bench'
import { benchPages, startBenchShop } from './bench-shop'
import { runBuildBench } from './build-bench'
import { runEdgeBench } from './edge-bench'
import { runHttpFuzz } from './http-fuzz'
import { runLighthouseBench } from './lighthouse-bench'
import { runListingBench } from './listing-bench'
import { runPageWeightBench } from './page-weight-bench'

const { values: args } = parseArgs({
  options: { quick: { type: 'boolean' }, scale: { type: 'boolean' }, base: { type: 'string' } },
})
const quick = !!args.quick
const scale = !!args.scale
const results: Record<string, number> = {}

if (args.base) {
  const shop = await startBenchShop('bench-weight')
  try {
    const pages = { ...benchPages(shop), information: '/warranty' }
    Object.assign(results, await compareWithBase(args.base, shop, pages))
  } finally {
    await shop.close()
  }
  for (const [key, value] of Object.entries(results)) console.info(`${key.padEnd(40)} ${value}`)
  process.exit(0)
}

console.info('— backend: seed and page 10,000 products')
Object.assign(results, await runBackendBench())

console.info('— edge: getCart / addToCart at 10 connections, slowest fuzzed GraphQL request')
Object.assign(results, await runEdgeBench())

console.info('— listing: filter + sort over a 10,000-product index')
Object.assign(results, await runListingBench())

console.info('— page weight and Lighthouse on the shop built from a fresh embedded backend (120 products)')
{
  const shop = await startBenchShop('bench-weight')
  try {
    Object.assign(results, await runPageWeightBench(shop.url, benchPages(shop), shop.clientDir))
    Object.assign(results, await runLighthouseBench(shop.url, benchPages(shop)))
    console.info(
      '— http: raw HTTP fuzz of the static server and the backend port, brotli vs identity JS throughput',
    )
    Object.assign(results, await runHttpFuzz(shop.clientDir))
  } finally {
    await shop.close()
  }
}

console.info('— build: prerender from the embedded backend (build.embedded.*)')
Object.assign(
  results,
  await runBuildBench(quick ? [2000] : scale ? [2000, 10_000, 50_000, 100_000] : [2000, 10_000]),
)

console.info('\nSummary')
for (const [key, value] of Object.entries(results)) console.info(`${key.padEnd(40)} ${value}`)
