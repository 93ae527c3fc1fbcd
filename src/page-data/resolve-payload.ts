import { render } from 'vike/abort'
import type { PageContext } from 'vike/types'
import type { RoutePayload } from '../domain/payloads'
import { ContentNotFound, unavailablePayload, type UnavailablePayload } from './unavailable'

/**
 * What every catalogue page's `+data` hook does: on the server, the payload the prerender handed in
 * (or a live build in dev, a 404 for missing content); in the browser, the prerendered payload file or
 * a live build — and when neither can be had, an `UnavailablePayload` that the renderer shows as the
 * error screen (404 for missing content, 503 when the backend cannot be reached), with no second load.
 */
export async function resolvePayload<T extends RoutePayload>(
  pageContext: PageContext,
  buildLive: () => Promise<T>,
): Promise<T | UnavailablePayload | undefined> {
  if (import.meta.env.SSR) {
    // A prerendered page's payload is inlined by the renderer (see renderer/route-payload.ts).
    if (pageContext.prerenderPayload) return undefined
    try {
      return await buildLive()
    } catch (error) {
      if (error instanceof ContentNotFound) throw render(404, error.reason ?? undefined)
      throw error
    }
  }
  const { loadPayload } = await import('./load-payload')
  try {
    return await loadPayload(pageContext.urlPathname, buildLive)
  } catch (error) {
    if (error instanceof ContentNotFound)
      return unavailablePayload(pageContext.urlPathname, 404, error.reason)
    console.error(error)
    return unavailablePayload(pageContext.urlPathname, 503, null)
  }
}
