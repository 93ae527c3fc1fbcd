import { normalizeRoutePath, payloadUrl } from '../page-data/payload-url'

type Listener = (route: string, data: unknown) => void

const listeners = new Set<Listener>()

/** Routes whose page takes a newer build's data in place (prices and stock), without a reload. */
export function refreshesInPlace(route: string): boolean {
  return /^\/product\/[^/]+$/.test(route)
}

/** Subscribes to newer data for the page on screen; returns the unsubscribe. */
export function onFreshPageData(listener: Listener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * After a deploy, a product page left open reads its route's payload from the new build and hands it to the page
 * (which shows the new price and stock where it stands); other pages wait for the next navigation's reload. A
 * failed read changes nothing.
 */
export async function refreshPageData(
  buildId: string,
  fetchJson: (url: string) => Promise<unknown>,
): Promise<void> {
  const route = normalizeRoutePath(window.location.pathname)
  if (!refreshesInPlace(route) || !listeners.size) return
  const data = await fetchJson(payloadUrl(route, buildId)).catch(() => null)
  if (!data || normalizeRoutePath(window.location.pathname) !== route) return
  for (const listener of listeners) listener(route, data)
}
