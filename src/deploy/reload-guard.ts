/**
 * Loop protection for reloads after a deploy: a full page load of a path is allowed at most once
 * within the time-to-live, remembered in sessionStorage as `{path, expires}` (Nuxt's `reloadNuxtApp`).
 */
export const RELOAD_GUARD_KEY = 'shop:reload'
export const RELOAD_GUARD_TTL_MS = 10_000

interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

interface GuardRecord {
  path: string
  expires: number
}

function readRecord(storage: StorageLike): GuardRecord | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELOAD_GUARD_KEY) || 'null')
    if (parsed && typeof parsed === 'object' && 'path' in parsed && 'expires' in parsed) {
      const { path, expires } = parsed as GuardRecord
      if (typeof path === 'string' && typeof expires === 'number') return { path, expires }
    }
  } catch {
    // A broken or unavailable record allows the reload.
  }
  return null
}

/**
 * Claims the reload of `path`: returns true (and records it) when no reload of the same path
 * happened within the TTL, false when it did.
 */
export function claimReload(
  path: string,
  storage: StorageLike,
  now: number = Date.now(),
  ttl: number = RELOAD_GUARD_TTL_MS,
): boolean {
  const record = readRecord(storage)
  if (record && record.path === path && record.expires >= now) return false
  try {
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, expires: now + ttl }))
  } catch {
    // Without storage we cannot guard; refuse rather than risk a reload loop.
    return false
  }
  return true
}

/**
 * A guarded full page load of `url` (a same-origin path with query). Returns false when the guard
 * refused, so the caller carries on with client navigation instead.
 */
export function guardedHardNavigation(url: string): boolean {
  const target = new URL(url, window.location.href)
  if (target.origin !== window.location.origin) return false
  if (!claimReload(target.pathname, window.sessionStorage)) return false
  if (target.pathname === window.location.pathname && target.search === window.location.search) {
    window.location.reload()
  } else {
    window.location.href = target.pathname + target.search + target.hash
  }
  return true
}
