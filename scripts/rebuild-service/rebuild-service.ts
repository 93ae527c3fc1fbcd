import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { buildSite, rebuildChanged } from '../build'
import { isLatestBuild, LATEST_BUILD_PATH } from '../../src/deploy/build-info'
import { startNotificationServer } from './notification-server'
import { RebuildQueue, type RebuildRequest } from './rebuild-queue'
import { claimSiteFolder } from './single-instance'

export interface RebuildServiceOptions {
  /** The site folder the shop is served from (`--out` of the build). */
  siteDir: string
  port: number
  host: string
  /** The secret the companion plugin signs with (REBUILD_SECRET). */
  secret: string
  /** The build's environment: GQL_HOST, SITE_URL and the rest, as for `npm run build`. */
  env: Record<string, string | undefined>
  quietMs?: number
  maxWaitMs?: number
  retryMs?: number
  /** A shell command run after each rebuild went live (a CDN upload); a failure counts as a failed rebuild. */
  after?: string
  /**
   * Builds elsewhere instead: each gathered set of changes is sent to this URL as a GitHub `repository_dispatch`
   * (`{"event_type": "catalogue-changed", "client_payload": {"products": [...], "categories": [...]}}`, with
   * `dispatchToken` as the bearer token), and the workflow it starts builds and deploys.
   */
  dispatchTo?: string
  dispatchToken?: string
  log?: (line: string) => void
}

/** The last rebuild's steps, in ms since the epoch, for the status answer and the log. */
interface LastRebuild {
  buildId: string | null
  products: number
  categories: number
  notifications: number
  firstNotificationAt: number
  startedAt: number
  liveAt: number
  pagesWritten: number
}

/**
 * The rebuild service: takes the companion plugin's signed notifications, waits a few seconds for more, then
 * rebuilds the pages of exactly the products named (and, through `--since`, anything else modified since the live
 * build, with the listings, categories and related cards they show) and makes the result live in one step. One
 * rebuild at a time; a notification during a rebuild is the next one's. A category change needs every page: a
 * full build with the live build's bundles.
 */
export async function startRebuildService(opts: RebuildServiceOptions) {
  const log = opts.log ?? ((line: string) => console.info(line))
  if (opts.secret.length < 32)
    throw new Error('REBUILD_SECRET must be at least 32 characters (the same as the plugin)')
  if (opts.dispatchTo && !opts.dispatchToken) throw new Error('--dispatch-to needs REBUILD_DISPATCH_TOKEN')
  if (!opts.dispatchTo) await liveBuildId(opts.siteDir) // fails early without a deployed build
  const release = opts.dispatchTo ? async () => undefined : await claimSiteFolder(opts.siteDir)
  let last: LastRebuild | null = null

  const queue = new RebuildQueue({
    quietMs: opts.quietMs ?? 3000,
    maxWaitMs: opts.maxWaitMs ?? 15_000,
    retryMs: opts.retryMs ?? 30_000,
    log,
    run: async (request) => {
      if (opts.dispatchTo) {
        await dispatch(request, opts.dispatchTo, opts.dispatchToken!)
        log(
          `Sent ${request.products.length} products and ${request.categories.length} categories to ${opts.dispatchTo}`,
        )
        return
      }
      last = await rebuild(request, opts)
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
      log(
        `${last.buildId ? `Build ${last.buildId} live` : 'Nothing changed'}: ${last.notifications} notifications, ${last.products} products, ${last.pagesWritten} pages; ` +
          `waited ${seconds(last.startedAt - last.firstNotificationAt)}, built and published in ${seconds(last.liveAt - last.startedAt)}, ` +
          `${seconds(last.liveAt - last.firstNotificationAt)} from the first notification`,
      )
    },
  })
  const server = await startNotificationServer({
    port: opts.port,
    host: opts.host,
    secret: opts.secret,
    log,
    onNotification: (notification) => queue.add(notification),
    status: () => ({ building: queue.busy, waiting: queue.waiting, rebuilds: queue.runs, last }),
  }).catch(async (error: unknown) => {
    await release()
    throw error
  })
  return {
    url: server.url,
    async close() {
      await server.close()
      await queue.stop()
      await release()
    },
  }
}

async function rebuild(request: RebuildRequest, opts: RebuildServiceOptions): Promise<LastRebuild> {
  const startedAt = Date.now()
  let buildId: string | null
  let pagesWritten: number
  let liveAt: number | undefined
  if (request.categories.length) {
    const result = await buildSite({ out: opts.siteDir, env: opts.env, skipVite: true, skipCheck: true })
    buildId = result.buildId
    pagesWritten = result.pages
  } else {
    const result = await rebuildChanged({
      since: await liveBuildId(opts.siteDir),
      products: request.products,
      out: opts.siteDir,
      env: opts.env,
      skipCheck: true,
    })
    buildId = result.buildId
    pagesWritten = result.written.length
    // Live before the oldest release is removed: that is not the shopper's wait.
    liveAt = startedAt + result.seconds * 1000
  }
  liveAt ??= Date.now()
  if (buildId && opts.after) {
    await runAfter(opts.after, opts.env)
    liveAt = Date.now() // live where shoppers are: after the upload
  }
  return {
    buildId,
    products: request.products.length,
    categories: request.categories.length,
    notifications: request.notifications.length,
    firstNotificationAt: request.waitingSince,
    startedAt,
    liveAt,
    pagesWritten,
  }
}

/** Starts the CI workflow (a GitHub repository_dispatch; any endpoint taking the same JSON will do). */
async function dispatch(request: RebuildRequest, url: string, token: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'user-agent': 'forge-storefront-rebuild-service',
    },
    body: JSON.stringify({
      event_type: 'catalogue-changed',
      client_payload: { products: request.products, categories: request.categories },
    }),
    signal: AbortSignal.timeout(15_000),
  })
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`)
}

async function liveBuildId(siteDir: string): Promise<string> {
  const latest: unknown = await readFile(path.join(siteDir, 'client', LATEST_BUILD_PATH), 'utf8')
    .then(JSON.parse)
    .catch(() => null)
  if (!isLatestBuild(latest)) throw new Error(`${siteDir} holds no build: run a full build first`)
  return latest.id
}

function runAfter(command: string, env: Record<string, string | undefined>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { stdio: 'inherit', env })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The command after the rebuild failed (exit code ${code})`)),
    )
  })
}
