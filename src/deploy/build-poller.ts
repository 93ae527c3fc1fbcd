import { isLatestBuild, LATEST_BUILD_PATH, type LatestBuild } from './build-info'

export interface BuildPollerOptions {
  currentId: string
  intervalMs: number
  /** Delay of the first check (default: the interval). */
  firstCheckMs?: number
  fetchJson: (url: string) => Promise<unknown>
  /**
   * Asked at the first check only, when the latest build differs: whether the page as loaded is part of
   * it (an incremental build kept it). Then polling goes on against the latest id.
   */
  keepsThisPage?: (latest: LatestBuild) => Promise<boolean>
  onAdopted?: (latestId: string) => void
  onOutdated: (latestId: string) => void
  now?: () => number
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (handle: unknown) => void
}

/**
 * Polls `builds/latest.json?<timestamp>` every interval; the first time its id differs from the running
 * build, calls `onOutdated` once and stops. A page served after an incremental deploy may carry an older
 * id and still be current: the first check asks `keepsThisPage` and adopts the newer id. Any later
 * change means a deploy while the page was open. Network and parse errors wait for the next tick.
 * Returns a function that stops polling.
 */
export function startBuildPoller(opts: BuildPollerOptions): () => void {
  const now = opts.now ?? Date.now
  const setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = opts.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>))
  let currentId = opts.currentId
  let firstCheck = true
  let stopped = false
  let handle: unknown

  const schedule = () => {
    if (!stopped) handle = setTimer(tick, opts.intervalMs)
  }
  const tick = async () => {
    try {
      const latest = await opts.fetchJson(`${LATEST_BUILD_PATH}?${now()}`)
      if (stopped || !isLatestBuild(latest)) return schedule()
      if (latest.id !== currentId) {
        // A failed `keepsThisPage` throws: the first check is then tried again at the next tick.
        if (firstCheck && latest.base && (await opts.keepsThisPage?.(latest))) {
          currentId = latest.id
          opts.onAdopted?.(latest.id)
        } else if (!stopped) {
          stopped = true
          opts.onOutdated(latest.id)
          return
        }
      }
      firstCheck = false
    } catch {
      // Offline or a deploy in progress: try again at the next tick.
    }
    schedule()
  }

  if (opts.intervalMs > 0 && currentId) handle = setTimer(tick, opts.firstCheckMs ?? opts.intervalMs)
  return () => {
    stopped = true
    clearTimer(handle)
  }
}
