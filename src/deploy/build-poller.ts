import { isLatestBuild, LATEST_BUILD_PATH } from './build-info'

export interface BuildPollerOptions {
  currentId: string
  intervalMs: number
  fetchJson: (url: string) => Promise<unknown>
  onOutdated: (latestId: string) => void
  now?: () => number
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (handle: unknown) => void
}

/**
 * Polls `builds/latest.json?<timestamp>` every interval; the first time its id differs from the running
 * build, calls `onOutdated` once and stops. Network and parse errors wait for the next tick.
 * Returns a function that stops polling.
 */
export function startBuildPoller(opts: BuildPollerOptions): () => void {
  const now = opts.now ?? Date.now
  const setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = opts.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>))
  let stopped = false
  let handle: unknown

  const schedule = () => {
    if (!stopped) handle = setTimer(tick, opts.intervalMs)
  }
  const tick = async () => {
    try {
      const latest = await opts.fetchJson(`${LATEST_BUILD_PATH}?${now()}`)
      if (!stopped && isLatestBuild(latest) && latest.id !== opts.currentId) {
        stopped = true
        opts.onOutdated(latest.id)
        return
      }
    } catch {
      // Offline or a deploy in progress: try again at the next tick.
    }
    schedule()
  }

  if (opts.intervalMs > 0 && opts.currentId) schedule()
  return () => {
    stopped = true
    clearTimer(handle)
  }
}
