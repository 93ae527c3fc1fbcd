import type { PageContext } from 'vike/types'
import type { RoutePayload } from '../domain/payloads'

/**
 * What every catalogue page's `+data` hook does: on the server, the payload the prerender handed in
 * (or a live build in dev); in the browser, the prerendered payload file or a live build.
 */
export async function resolvePayload<T extends RoutePayload>(
  pageContext: PageContext,
  buildLive: () => Promise<T>,
): Promise<T | undefined> {
  if (import.meta.env.SSR) {
    // A prerendered page's payload is inlined by the renderer (see renderer/route-payload.ts).
    return pageContext.prerenderPayload ? undefined : buildLive()
  }
  const { loadPayload } = await import('./load-payload')
  return loadPayload(pageContext.urlPathname, buildLive)
}
