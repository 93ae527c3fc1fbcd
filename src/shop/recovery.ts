import type { ShopEnv } from '../lib/browser-env'

/** The reload-count cookie: a forced reload happens at most once until a cart load succeeds. */
export const RELOAD_COUNT_COOKIE = 'reloadCount'

/**
 * Clears the shopper's cookies and local storage, then reloads the page once. The guard is read
 * before the cookies are cleared and written again after, so a page that keeps failing never loops.
 * Returns whether it reloaded.
 */
export function clearAndReloadOnce(env: ShopEnv, alreadyReloaded = hasReloaded(env)): boolean {
  env.cookies.clearAll()
  env.storage.clear()
  env.cookies.set(RELOAD_COUNT_COOKIE, '1')
  if (alreadyReloaded) return false
  env.location.reload()
  return true
}

/** Whether this page is the result of a forced reload (read it before clearing cookies). */
export function hasReloaded(env: ShopEnv): boolean {
  return env.cookies.get(RELOAD_COUNT_COOKIE) !== null
}

/** A cart load succeeded: a later failure may reload again. */
export function resetReloadGuard(env: ShopEnv): void {
  if (env.cookies.get(RELOAD_COUNT_COOKIE) !== null) env.cookies.remove(RELOAD_COUNT_COOKIE)
}
