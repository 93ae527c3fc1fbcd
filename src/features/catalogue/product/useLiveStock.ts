import { useEffect, useState } from 'react'
import type { LiveStock } from '../../../graphql/catalogue/api'
import { onFirstInteraction } from '../../../lib/first-interaction'

/**
 * The product's availability read live with `getStockStatus` after the shopper's first action (the
 * prerendered stock may be hours old). Null until then, or when the check fails (the page keeps its own).
 */
export function useLiveStock(slug: string): LiveStock | null {
  const [stock, setStock] = useState<LiveStock | null>(null)
  useEffect(() => {
    let cancelled = false
    setStock(null)
    const stop = onFirstInteraction(() => {
      import('./load-live-stock')
        .then(({ loadLiveStock }) => loadLiveStock(slug))
        .then((live) => !cancelled && setStock(live))
        .catch(() => undefined)
    })
    return () => {
      cancelled = true
      stop()
    }
  }, [slug])
  return stock
}
