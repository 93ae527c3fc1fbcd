type Listener = (route: string, data: unknown) => void

const listeners = new Set<Listener>()

/** Subscribes to newer data for the page on screen (deploy-watch.ts reads it after a deploy); returns the unsubscribe. */
export function onFreshPageData(listener: Listener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Hands a newer build's data for `route` to the page on screen. */
export function emitFreshPageData(route: string, data: unknown): void {
  for (const listener of listeners) listener(route, data)
}
