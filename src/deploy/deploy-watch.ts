import { config } from '../config'
import { buildMetaPath, currentBuildId, isBuildMeta, type BuildMeta } from './build-info'
import { startBuildPoller } from './build-poller'
import { normalizeRoutePath } from '../page-data/payload-url'
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

/** Loads this build's meta once; a failed load is retried on the next call. */
export function loadBuildMeta(): Promise<BuildMeta | null> {
  const id = currentBuildId()
  if (!id) return Promise.resolve(null)
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

/** Starts the watch after hydration: build check polling, meta prefetch, chunk-error recovery. */
export function startDeployWatch(): void {
  startBuildPoller({
    currentId: currentBuildId(),
    intervalMs: config.buildCheckInterval,
    fetchJson,
    onOutdated: () => {
      outdated = true
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
