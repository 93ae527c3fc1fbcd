import { lazy, useSyncExternalStore, type ComponentType } from 'react'
import { ScreenUnavailable } from './ScreenUnavailable'

/**
 * A feature's screen (`name`, exported by the module `load` imports) as a component whose code loads when it
 * first renders. The runtime starts at once on checkout and account pages; with its screens apart, each of
 * those pages loads its own screen and not the others'. The slots render it inside Suspense
 * (src/shop-loader/slots.tsx).
 *
 * A failed download (the connection dropped) shows the shop's network message and a button that tries again,
 * never a blank page. React.lazy keeps a failed load's error for good, so each try is a lazy component of its
 * own, and every place the screen shows renders the new one.
 */
export function lazyScreen<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): ComponentType<P> {
  const listeners = new Set<() => void>()
  let attempt = 0
  const retry = () => {
    attempt += 1
    Current = loadOnce()
    for (const listener of [...listeners]) listener()
  }
  const Unavailable = () => <ScreenUnavailable onRetry={retry} />
  // A lazy component takes its component's props; React's types cannot say so for a generic P.
  const loadOnce = () =>
    lazy<ComponentType<P>>(() =>
      load().then(
        // No module when Vite's chunk-error handler reloads the page instead (src/deploy/deploy-watch.ts).
        (module: Record<K, ComponentType<P>> | undefined) => ({ default: module?.[name] ?? Unavailable }),
        () => ({ default: Unavailable }),
      ),
    ) as unknown as ComponentType<P>
  let Current = loadOnce()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  function Screen(props: P) {
    useSyncExternalStore(subscribe, () => attempt)
    return <Current {...props} />
  }
  Screen.displayName = `Lazy(${name})`
  return Screen
}
