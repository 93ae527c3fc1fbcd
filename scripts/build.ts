/**
 * Builds the storefront: the client and server bundles (Vite + Vike), then the prerender of the
 * catalogue from GQL_HOST, then the build files. Usage:
 *   npm run build                          whole build
 *   npm run build -- --shard 2/4 --build-id X --skip-merge   one slice (CI matrix job)
 *   npm run build -- --merge-only --shards 4 --build-id X   write builds/* for all shards
 *   npm run build -- --since <build id | ISO time>           rebuild only what changed since (reuses dist/)
 *   npm run build -- --since <id> --products 12,34                 and these products whatever their modified date
 *   npm run build -- --publish <build id>                    make a kept release live again (a rollback)
 * Options: --build-id (or BUILD_ID; fresh UUID by default), --skip-vite (reuse dist/ bundles),
 * --jobs N (render processes beside the one that fetches; PRERENDER_JOBS, default the CPU count up to 4), --keep-going (skip
 * failing pages and list them), --out DIR (default dist), --skip-check (no start-up check of the backend),
 * --concurrency N (requests to the backend at once; PRERENDER_CONCURRENCY, default 4, what a small WordPress serves).
 * Every build first checks the backend (scripts/backend-check, docs/connecting-woocommerce.md) and stops on what
 * would make the shop fail. Each build writes a release of its own under `<out>/releases/<build id>` and makes it
 * live only when it is complete (scripts/release, docs/deploying.md); a build that fails leaves the live one as it was.
 */
import { randomUUID } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { readPublicConfig } from '../src/config/public-config'
import { requestOrigin } from '../src/config/request-origin'
import { mergeBuild } from './prerender/build-files'
import { rebuildSince } from './prerender/rebuild-since'
import { readPositiveSetting } from './prerender/positive-setting'
import { bulkReadFromEnv } from './prerender/product-page-reader'
import { DEFAULT_CONCURRENCY, prerender } from './prerender/run-prerender'
import { describeRequestFailure } from './prerender/request-failure'
import { parseShard, type Shard } from './prerender/shard'
import { runStartupCheck } from './backend-check/run-startup-check'
import { buildBundles } from './build-bundles'
import { precompressDir, precompressFiles } from './serve/precompress'
import { keepReleasesFromEnv, publishRelease, pruneReleases } from './release/publish-release'
import { releaseDir } from './release/release-folders'
import { discardRelease, stageRelease, type ReleaseStart } from './release/stage-release'

export interface BuildOptions {
  out?: string
  buildId?: string
  shard?: string
  /** Render processes (default: PRERENDER_JOBS, else the CPU count, at most 4); 1 renders in this process. */
  jobs?: number
  /** Requests to the backend at once (default: PRERENDER_CONCURRENCY, else 4). */
  concurrency?: number
  /** Products per detail request (at most 100). */
  batchSize?: number
  skipVite?: boolean
  skipMerge?: boolean
  keepGoing?: boolean
  /** Skip the start-up check of the backend. */
  skipCheck?: boolean
  env?: Record<string, string | undefined>
}

export async function buildSite(opts: BuildOptions = {}) {
  const env = opts.env ?? process.env
  const siteDir = path.resolve(opts.out ?? 'dist')
  const shard = parseShard(opts.shard)
  if (shard.count > 1 && !opts.buildId) {
    throw new Error('A sharded build needs --build-id (or BUILD_ID) shared by all shards')
  }
  const buildId = opts.buildId || randomUUID()
  // The shards of one build share its release folder; a build of the whole site starts a folder of its own.
  const start: ReleaseStart = shard.count > 1 ? 'shared' : opts.skipVite ? 'bundles' : 'empty'
  const keepReleases = keepReleasesFromEnv(env)
  const distDir = await stageRelease(siteDir, buildId, start)
  try {
    const result = await buildRelease(opts, { env, distDir, shard, buildId })
    if (!opts.skipMerge && shard.count === 1) {
      await publish(siteDir, buildId)
      await prune(siteDir, keepReleases)
    }
    return { ...result, distDir: siteDir }
  } catch (error) {
    if (start !== 'shared') await discardRelease(siteDir, buildId)
    throw error
  }
}

/** Builds one release into its own folder (`distDir`), without making it live. */
async function buildRelease(
  opts: BuildOptions,
  run: { env: Record<string, string | undefined>; distDir: string; shard: Shard; buildId: string },
) {
  const { env, distDir, shard, buildId } = run
  const config = readPublicConfig(env)
  const jobs = opts.jobs ?? defaultJobs(env)
  const concurrency =
    opts.concurrency ??
    readPositiveSetting('PRERENDER_CONCURRENCY', env.PRERENDER_CONCURRENCY, true) ??
    DEFAULT_CONCURRENCY
  const { batchSize } = opts
  const started = Date.now()
  // Taken before the catalogue is read: a rebuild `--since` this build then misses no change made during it.
  const timestamp = buildTimestamp(env)
  const origin = requestOrigin(env, config.siteUrl)

  // Before the bundles: a backend that cannot serve this shop should not cost a whole build to find out.
  if (!opts.skipCheck) await runStartupCheck(config, origin, env)
  // Built while the prerender starts fetching the catalogue (it renders once they are ready).
  const bundlesReady = opts.skipVite ? Promise.resolve() : buildBundles(distDir, env)
  bundlesReady.catch(() => undefined)
  // The bundles' brotli 11 copies (seconds of CPU) are made while the catalogue is still arriving.
  const assetsCompressed = bundlesReady.then(() => precompressDir(`${distDir}/client`, 'assets'))
  assetsCompressed.catch(() => undefined)
  console.info(
    `Prerendering from ${config.gqlHost} (build ${buildId}, ${concurrency} requests at once, ${describe(opts.shard, jobs)})`,
  )
  const options = {
    distDir,
    gqlHost: config.gqlHost,
    siteUrl: config.siteUrl,
    perPage: config.productsPerPage,
    buildId,
    keepGoing: opts.keepGoing,
    requestOrigin: origin,
    bulkRead: bulkReadFromEnv(env),
  }
  const { pages, failed, memory } = await prerender({
    ...options,
    shard,
    jobs,
    concurrency,
    batchSize,
    bundlesReady,
  }).catch((error: unknown) => {
    throw describeRequestFailure(error, config.gqlHost)
  })
  await assetsCompressed
  if (!opts.skipMerge && shard.count === 1) {
    await mergeBuild({
      outDir: `${distDir}/client`,
      buildId,
      shardCount: 1,
      timestamp,
      siteUrl: config.siteUrl,
    })
  }
  await precompressOutput(`${distDir}/client`)
  if (failed.length) console.error(`${failed.length} pages failed:\n${failed.join('\n')}`)
  const seconds = (Date.now() - started) / 1000
  console.info(
    `Build ${buildId} done in ${seconds.toFixed(1)} s, prerender peak memory ${describeMemory(memory)} → ${path.relative(process.cwd(), distDir) || '.'}/client`,
  )
  return { buildId, pages, failed, seconds }
}

/** Makes a finished release live; says so in one line. */
async function publish(siteDir: string, buildId: string) {
  await publishRelease(siteDir, buildId)
  const where = path.relative(process.cwd(), siteDir) || '.'
  console.info(`Build ${buildId} is live: ${where}/client → ${where}/releases/${buildId}/client`)
}

/** Removes the releases beyond the ones kept, once the new one is live (at 10,000 products this takes seconds). */
async function prune(siteDir: string, keep: number) {
  const started = performance.now()
  const removed = await pruneReleases(siteDir, keep)
  if (removed.length)
    console.info(
      `Removed ${removed.length} older releases, ${keep} kept (KEEP_RELEASES), in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
}

/** The `.br` and `.gz` copies the static server sends as they are (scripts/serve/precompress.ts). */
async function precompressOutput(clientDir: string) {
  const started = performance.now()
  const { compressed } = await precompressDir(clientDir)
  console.info(
    `Precompressed ${compressed} files (brotli, gzip) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
}

function defaultJobs(env: Record<string, string | undefined>): number {
  return (
    readPositiveSetting('PRERENDER_JOBS', env.PRERENDER_JOBS, true) ??
    Math.max(1, Math.min(os.availableParallelism(), 4))
  )
}

/** e.g. `910 MB (fetching 310 MB, rendering 300 + 300 MB)`: the sum first, then each process's peak. */
function describeMemory(memory: { coordinatorMb: number; renderersMb: number[] }): string {
  const total = memory.coordinatorMb + memory.renderersMb.reduce((n, mb) => n + mb, 0)
  const rendering = memory.renderersMb.length ? `, rendering ${memory.renderersMb.join(' + ')} MB` : ''
  return `${total} MB (fetching ${memory.coordinatorMb} MB${rendering})`
}

function describe(shardSpec: string | undefined, jobs: number): string {
  const rendering = jobs > 1 ? `${jobs} render processes` : 'rendering in one process'
  return shardSpec ? `shard ${shardSpec}, ${rendering}` : rendering
}

/** SOURCE_DATE_EPOCH (seconds) makes the build files reproducible; otherwise now. */
function buildTimestamp(env: Record<string, string | undefined>): number {
  const epoch = Number(env.SOURCE_DATE_EPOCH)
  return Number.isFinite(epoch) && epoch > 0 ? epoch * 1000 : Date.now()
}

/** `--since`: the pages that changed since a build or a time, as a new build over the deployed one. */
export async function rebuildChanged(opts: {
  since: string
  /** Product ids to rebuild whatever their modified date says (the plugin's notification). */
  products?: number[]
  out?: string
  buildId?: string
  skipCheck?: boolean
  env?: Record<string, string | undefined>
}) {
  const env = opts.env ?? process.env
  const config = readPublicConfig(env)
  const origin = requestOrigin(env, config.siteUrl)
  const siteDir = path.resolve(opts.out ?? 'dist')
  const buildId = opts.buildId || randomUUID()
  const keepReleases = keepReleasesFromEnv(env)
  const started = performance.now()
  // A new release made of links to the live one's files (the changed pages replace their links), linked while the
  // backend is checked: at 10,000 products the links take seconds.
  const staged = stageRelease(siteDir, buildId, 'everything')
  staged.catch(() => undefined)
  if (!opts.skipCheck)
    await runStartupCheck(config, origin, env).catch(async (error: unknown) => {
      await staged.then(() => discardRelease(siteDir, buildId)).catch(() => undefined)
      throw error
    })
  const distDir = await staged
  const result = await rebuildSince({
    distDir,
    gqlHost: config.gqlHost,
    siteUrl: config.siteUrl,
    perPage: config.productsPerPage,
    since: opts.since,
    products: opts.products,
    buildId,
    timestamp: buildTimestamp(env),
    requestOrigin: origin,
    bulkRead: bulkReadFromEnv(env),
  }).catch(async (error: unknown) => {
    await discardRelease(siteDir, buildId)
    throw describeRequestFailure(error, config.gqlHost)
  })
  if (result.buildId) {
    // The pages are compressed as they are written; the index and build files here, without a walk of the folder.
    const { compressed } = await precompressFiles(path.join(distDir, 'client'), result.otherFiles)
    console.info(`Precompressed ${compressed} files (brotli, gzip)`)
    await publish(siteDir, buildId)
  } else {
    await discardRelease(siteDir, buildId)
  }
  const seconds = (performance.now() - started) / 1000
  console.info(
    result.buildId
      ? `Incremental build ${result.buildId} live in ${seconds.toFixed(1)} s: ${result.changedProducts} products changed, ${result.written.length} pages written, ${result.removed.length} removed, ${result.files} files`
      : `Nothing changed since ${opts.since} (${seconds.toFixed(1)} s): the deployed build stays`,
  )
  if (result.buildId) await prune(siteDir, keepReleases)
  return { ...result, seconds }
}

/** `--products 12,34,56`: product ids (database ids). */
function parseProductIds(value: string): number[] {
  const ids = value.split(',').map((part) => Number(part.trim()))
  if (!ids.every((id) => Number.isInteger(id) && id > 0))
    throw new Error(`--products takes product ids separated by commas, got "${value}"`)
  return ids
}

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      'build-id': { type: 'string' },
      shard: { type: 'string' },
      shards: { type: 'string' },
      'skip-vite': { type: 'boolean' },
      'skip-merge': { type: 'boolean' },
      'merge-only': { type: 'boolean' },
      'keep-going': { type: 'boolean' },
      jobs: { type: 'string' },
      concurrency: { type: 'string' },
      since: { type: 'string' },
      products: { type: 'string' },
      'skip-check': { type: 'boolean' },
      publish: { type: 'string' },
    },
  })
  if (values.publish) {
    // Rolling back (or forward) to a kept release: nothing is built.
    await publish(path.resolve(values.out ?? 'dist'), values.publish)
    return
  }
  const buildId = values['build-id'] ?? process.env.BUILD_ID
  if (values.since) {
    await rebuildChanged({
      since: values.since,
      products: values.products ? parseProductIds(values.products) : undefined,
      out: values.out,
      buildId,
      skipCheck: values['skip-check'],
    })
    return
  }
  if (values['merge-only']) {
    if (!buildId || !values.shards) throw new Error('--merge-only needs --build-id and --shards N')
    const config = readPublicConfig(process.env)
    const siteDir = path.resolve(values.out ?? 'dist')
    const outDir = path.join(releaseDir(siteDir, buildId), 'client')
    const { routes } = await mergeBuild({
      outDir,
      buildId,
      shardCount: Number(values.shards),
      timestamp: buildTimestamp(process.env),
      siteUrl: config.siteUrl,
    })
    await precompressOutput(outDir)
    console.info(`Merged ${values.shards} shards: ${routes} prerendered routes, build ${buildId}`)
    await publish(siteDir, buildId)
    await prune(siteDir, keepReleasesFromEnv(process.env))
    return
  }
  const result = await buildSite({
    out: values.out,
    buildId,
    shard: values.shard,
    skipVite: values['skip-vite'],
    skipMerge: values['skip-merge'],
    keepGoing: values['keep-going'],
    skipCheck: values['skip-check'],
    jobs: readPositiveSetting('--jobs', values.jobs, true),
    concurrency: readPositiveSetting('--concurrency', values.concurrency, true),
  })
  if (result.failed.length) process.exitCode = 1
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: Error) => {
    console.error(error.message)
    process.exit(1)
  })
}
