import { useEffect } from 'react'
import { scheduleShopInit } from './init-scheduler'

/**
 * Schedules the shop runtime's start for the page being shown, after hydration and after each
 * client navigation (the effect runs in the browser only, never during the prerender).
 */
export function ShopInit({ urlPathname }: { urlPathname: string }) {
  useEffect(() => scheduleShopInit({ urlPathname }), [urlPathname])
  return null
}
