import type { RoutePayload } from '../domain/payloads'
import { currentBuildId } from '../deploy/build-info'
import { isKnownNotPrerendered } from '../deploy/deploy-watch'
import { payloadUrl } from './payload-url'

/**
 * A route's payload in the browser: the prerendered `<path>/_payload.json?_b=<buildId>` when the route
 * was prerendered, otherwise built live over GraphQL by `buildLive` (a product added after the build,
 * a page past the prerendered range).
 */
export async function loadPayload<T extends RoutePayload>(
  pathname: string,
  buildLive: () => Promise<T>,
): Promise<T> {
  if (isKnownNotPrerendered(pathname)) return buildLive()
  const response = await fetch(payloadUrl(pathname, currentBuildId()), {
    cache: 'force-cache',
    headers: { accept: 'application/json' },
  })
  const isJson = response.headers.get('content-type')?.includes('json')
  if (response.ok && isJson) return (await response.json()) as T
  if (response.status === 404 || (response.ok && !isJson)) return buildLive()
  throw new Error(`Could not load ${pathname} (HTTP ${response.status})`)
}
