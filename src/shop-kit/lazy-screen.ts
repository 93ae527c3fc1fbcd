import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * A feature's screen (`name`, exported by the module `load` imports) as a component whose code loads when it
 * first renders. The runtime starts at once on checkout and account pages; with its screens apart, each of
 * those pages loads its own screen and not the others'. The slots render it inside Suspense
 * (src/shop-loader/slots.tsx).
 */
export function lazyScreen<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((module) => ({ default: module[name] })))
}
