import { useEffect, useState } from 'react'
import type { LiveStock } from '../../../graphql/catalogue/api'
import { DELIBERATE_ACTION_EVENTS, onFirstInteraction } from '../../../lib/first-interaction'

/**
 * The product's availability read live with `getStockStatus` after the shopper's first deliberate action on the page (the
 * prerendered stock may be hours old). Null until then, or when the check fails (the page keeps its own).
 */
export function useLiveStock(slug: string): LiveStock | null {
  const [stock, setStock] = useState<LiveStock | null>(null)
  useEffect(() => {
    let cancelled = false
    // Deliberate actions only: the hover and scroll a client navigation causes must not query the backend.
    const stop = onFirstInteraction(
      () => {
        import('./load-live-stock')
          .then(({ loadLiveStock }) => loadLiveStock(slug))
          .then((live) => !cancelled && setStock(live))
          .catch(() => undefined)
      },
      { events: DELIBERATE_ACTION_EVENTS },
    )
    return () => {
      cancelled = true
      stop()
    }
  }, [slug])
  return stock
}
