import { useEffect } from 'react'
import { scheduleShopInit } from './init-scheduler'

/**
 * Schedules the shop store's initialisation for the page being shown, after hydration and after each
 * client navigation (the effect runs in the browser only, never during the prerender).
 */
export function ShopInit({ urlPathname, storeAtOnce }: { urlPathname: string; storeAtOnce?: boolean }) {
  useEffect(() => scheduleShopInit({ urlPathname, storeAtOnce }), [urlPathname, storeAtOnce])
  return null
}
