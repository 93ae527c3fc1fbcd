import { useCallback, useRef, useState } from 'react'
import { MAX_LINE_QUANTITY } from '../../config/limits'
import type { CartLine } from '../../domain/shop'

/**
 * The most a cart line may hold: the line limit until the shopper first touches its quantity (`check`), then what
 * its product's stock allows, by the rule the product page's quantity follows (lineLimit). A failed check keeps the
 * line limit; the backend still refuses what the stock cannot cover.
 */
export function useLineLimit(line: Pick<CartLine, 'slug' | 'variationId'>): { limit: number; check(): void } {
  const [limit, setLimit] = useState(MAX_LINE_QUANTITY)
  const checked = useRef(false)
  const { slug, variationId } = line
  const check = useCallback(() => {
    if (checked.current || !slug) return
    checked.current = true
    import('./line-stock')
      .then(({ loadLineLimit }) => loadLineLimit(slug, variationId))
      .then(setLimit)
      .catch(() => undefined)
  }, [slug, variationId])
  return { limit, check }
}
