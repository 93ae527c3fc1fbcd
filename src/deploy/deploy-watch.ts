import { config } from '../config'
import {
  adoptBuild,
  buildMetaPath,
  currentBuildId,
  isBuildMeta,
  routeOwner,
  type BuildMeta,
  type LatestBuild,
} from './build-info'
import { startBuildPoller } from './build-poller'
import { normalizeRoutePath, payloadUrl } from '../page-data/payload-url'
import { emitFreshPageData } from './fresh-page-data'
import { isChunkLoadError } from './chunk-error'
import { guardedHardNavigation } from './reload-guard'

/**
 * The client's view of deploys: polls for a newer build, turns the next navigation into a guarded
 * full page load once one is found, and keeps the build meta (the list of prerendered routes).
 */
let outdated = false
let meta: BuildMeta | null = null
let metaPromise: Promise<BuildMeta | null> | null = null

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return response.json()
}

const noop = () => undefined

/** How soon after start the first build check runs: a page served after an incremental deploy is adopted. */
const FIRST_CHECK_MS = 1500

/** Loads this build's meta once; a failed load is retried on the next call. */
export function loadBuildMeta(): Promise<BuildMeta | null> {
  const id = currentBuildId()
  if (!id) return Promise.resolve(null)
  if (meta && meta.id !== id) metaPromise = null
  metaPromise ??= fetchJson(buildMetaPath(id)).then(
    (value) => (meta = isBuildMeta(value) ? value : null),
    () => {
      metaPromise = null
      return null
    },
  )
  return metaPromise
}

/**
 * Whether a route is known not to be prerendered in this build (so its payload must be built live).
 * Unknown (meta not loaded yet) counts as prerendered: the payload fetch then decides.
 */
export function isKnownNotPrerendered(pathname: string): boolean {
  return !!meta && !meta.prerendered.includes(normalizeRoutePath(pathname))
}

/** For a navigation to `url`: does a guarded full load when a newer build is out; true if it did. */
export function reloadIfOutdated(url: string): boolean {
  return outdated && guardedHardNavigation(url)
}

/** A lazily loaded chunk failed: likely a deploy removed it. Reload the target once (guarded). */
export function recoverFromChunkError(url: string = window.location.href): boolean {
  return guardedHardNavigation(url)
}

/**
 * Whether the document as loaded (this HTML's build id, at the path it was loaded at) is still current in
 * an incremental build: the newer build did not rewrite its route since the build the HTML came from.
 */
async function keepsDocument(latest: LatestBuild, documentBuildId: string, route: string): Promise<boolean> {
  const value = await fetchJson(buildMetaPath(latest.id))
  if (!isBuildMeta(value) || value.id !== latest.id) return false
  if (routeOwner(value, route) !== documentBuildId) return false
  // The page is about to become part of that build: its meta is the one to keep (no second download).
  meta = value
  metaPromise = Promise.resolve(value)
  return true
}

/** Starts the watch after hydration: build check polling, meta prefetch, chunk-error recovery. */
export function startDeployWatch(): void {
  const documentBuildId = currentBuildId()
  const route = normalizeRoutePath(window.location.pathname)
  startBuildPoller({
    currentId: documentBuildId,
    intervalMs: config.buildCheckInterval,
    firstCheckMs: Math.min(FIRST_CHECK_MS, config.buildCheckInterval),
    fetchJson,
    keepsThisPage: (latest) => keepsDocument(latest, documentBuildId, route),
    onAdopted: adoptBuild,
    onOutdated: function follow(latestId: string) {
      outdated = true
      // A product page left open reads each newer build's payload and shows its price and stock in place (the
      // next navigation is still a full load of the newest build); a failed read changes nothing.
      const page = normalizeRoutePath(window.location.pathname)
      if (!/^\/product\/[^/]+$/.test(page)) return
      fetchJson(payloadUrl(page, latestId)).then((data) => emitFreshPageData(page, data), noop)
      startBuildPoller({
        currentId: latestId,
        intervalMs: config.buildCheckInterval,
        fetchJson,
        onOutdated: follow,
      })
    },
  })
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection
  if (connection?.effectiveType !== 'slow-2g') setTimeout(() => void loadBuildMeta(), 1000)
  // Vite reports a failed chunk download here, and (when the import sits in a promise chain) errors of
  // the loaded code too: only the first kind calls for a reload.
  window.addEventListener('vite:preloadError', (event) => {
    if (isChunkLoadError(event.payload) && recoverFromChunkError()) event.preventDefault()
  })
}
