import { storeSettings } from '../config/store-settings'
import { onFirstInteraction } from '../lib/first-interaction'
import { loadShop } from './load-shop'

/** Routes that need the store at once (SPEC §2), besides pages whose config sets `storeAtOnce`. */
const AT_ONCE = /^\/(?:checkout|my-account|order-summary)(?:\/|$)/
let waiting: (() => void) | null = null
let started = false

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'>

function start(target: Target): void {
  if (started) return
  started = true
  waiting?.()
  waiting = null
  void loadShop().catch(() => {
    // A failed chunk download: the next action or navigation tries again.
    started = false
    waiting ??= onFirstInteraction(() => start(target), { target })
  })
}

/**
 * Decides when the shop store loads, for the page being rendered (called after hydration and on each
 * navigation): at once on /checkout, /my-account, /order-summary (and order-received) or when the
 * setting is off; otherwise on the first user action. Until then no GraphQL request is made and the
 * shop's code is not downloaded.
 */
export function scheduleShopInit(
  page: { urlPathname: string; storeAtOnce?: boolean },
  target: Target = window,
): void {
  if (started) return
  if (
    page.storeAtOnce ||
    AT_ONCE.test(page.urlPathname) ||
    !storeSettings.initStoreOnUserActionToReduceServerLoad
  ) {
    start(target)
    return
  }
  if (waiting) return
  waiting = onFirstInteraction(() => start(target), { target })
}
