import { storeSettings } from '../config/store-settings'
import { actedBeforeLive } from '../lib/early-action'
import { onFirstInteraction } from '../lib/first-interaction'
import { loadsStoreAtOnce } from '../routing/route-table'
import { loadShop } from './load-shop'

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
 * Decides when the shop runtime loads, for the page being rendered (called after hydration and on each
 * navigation): at once where the route table says so (checkout, account, order summary, social login)
 * or when the setting is off, or when the shopper tapped before the page was live; otherwise on the first
 * user action. Until then no GraphQL request is made and the shop's code is not downloaded.
 */
export function scheduleShopInit(page: { urlPathname: string }, target: Target = window): void {
  if (started) return
  // A tap before the page was live is the first action, though the listener below came too late to see it.
  const atOnce = loadsStoreAtOnce(page.urlPathname) || actedBeforeLive()
  if (atOnce || !storeSettings.initStoreOnUserActionToReduceServerLoad) {
    start(target)
    return
  }
  if (waiting) return
  waiting = onFirstInteraction(() => start(target), { target })
}
