import { useEffect, useState } from 'react'
import type { ProductDetail, ProductVariation } from '../../../domain/catalogue'
import { initialSelection } from './initial-selection'
import { findVariation, selectionSearch, type Selection } from './variation-match'

/**
 * The chosen attribute values of a variable product, kept in the URL query. The prerendered HTML
 * shows the default attributes; the URL's choice is applied right after hydration.
 */
export function useVariationSelection(product: ProductDetail): {
  selection: Selection
  variation: ProductVariation | null
  choose: (name: string, value: string) => void
} {
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product, ''))

  useEffect(() => {
    setSelection(initialSelection(product, window.location.search))
  }, [product])

  const choose = (name: string, value: string) => {
    const next = { ...selection, [name]: value }
    setSelection(next)
    const search = selectionSearch(product, next, window.location.search)
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + search + window.location.hash,
    )
  }

  return {
    selection,
    variation: product.type === 'VARIABLE' ? findVariation(product, selection) : null,
    choose,
  }
}
