/**
 * `npm run bench`: every performance budget (README, Benchmarks) as a printed figure. Takes a few minutes.
 * `npm run bench -- --quick` skips the 10,000-product builds.
 */
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { runBackendBench } from '../../backend/bench/backend-bench'
import { startBackend } from '../../backend/src/index'
import { buildSite } from '../build'
import { startStaticServer } from '../serve/static-server'
import { runBuildBench } from './build-bench'
import { runEdgeBench } from './edge-bench'
import { runListingBench } from './listing-bench'
import { runPageWeightBench } from './page-weight-bench'

const quick = process.argv.includes('--quick')
const results: Record<string, number> = {}

console.info('— backend: seed and page 10,000 products')
Object.assign(results, await runBackendBench())

console.info('— edge: getCart / addToCart at 10 connections, slowest fuzzed GraphQL request')
Object.assign(results, await runEdgeBench())

console.info('— listing: filter + sort over a 10,000-product index')
Object.assign(results, await runListingBench())

console.info('— page weight: first-load JavaScript (gzip)')
{
  const dataDir = path.resolve('.tmp/bench-weight-backend')
  const backend = await startBackend({ port: 0, dataDir, products: 120, quiet: true })
  const out = '.tmp/bench-weight-dist'
  await buildSite({ out, env: { ...process.env, GQL_HOST: backend.graphqlUrl } })
  const server = await startStaticServer({ root: `${out}/client`, port: 0, backendOrigin: backend.origin })
  const listing = (await (await fetch(`${server.url}/products/_payload.json`)).json()) as {
    listing: { products: { slug: string }[] }
  }
  Object.assign(
    results,
    await runPageWeightBench(server.url, `/product/${listing.listing.products[0]!.slug}`),
  )
  await server.close()
  await backend.close()
  await rm(dataDir, { recursive: true, force: true })
}

console.info('— build: prerender from the embedded backend')
Object.assign(results, await runBuildBench(quick ? [2000] : [2000, 10000]))

console.info('\nSummary')
for (const [key, value] of Object.entries(results)) console.info(`${key.padEnd(40)} ${value}`)
