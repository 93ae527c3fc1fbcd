import { useCallback, useEffect, useMemo, useState } from 'react'
import type { ProductSummary } from '../../../domain/catalogue'
import type * as CatalogueLoader from './catalogue-loader'
import type { DecodedIndex } from '../../../lib/listing/index-format'
import type { ListingQuery } from './filter-grammar'
import type { ListingFacets } from './listing-facets'

type Loader = typeof CatalogueLoader

export interface ListingResults {
  /** 'idle' until the index is wanted; then 'loading', 'ready' or 'error'. */
  status: 'idle' | 'loading' | 'ready' | 'error'
  facets: ListingFacets | null
  /** The filtered, sorted page; null until the index is loaded (the prerendered page shows meanwhile). */
  page: { products: ProductSummary[]; total: number; pageCount: number } | null
  /** Starts loading the index ahead of a change (the shopper reached for the filters). */
  prepare: () => void
}

interface Loaded {
  loader: Loader
  index: DecodedIndex
  searchReady: boolean
}

/**
 * The listing's results over the whole catalogue index. Nothing is downloaded until the URL holds a
 * filter, sort or search, or `prepare` is called: then the filtering code and the index are loaded
 * once, and the search file too when there is a search term.
 */
export function useListingResults(options: {
  indexUrl: string
  category: string | null
  query: ListingQuery
  active: boolean
  page: number
  perPage: number
}): ListingResults {
  const { indexUrl, category, query, active, page, perPage } = options
  const [wanted, setWanted] = useState(false)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [failed, setFailed] = useState(false)
  const needSearch = query.search !== ''
  const start = active || wanted

  useEffect(() => {
    if (!start || (loaded && (loaded.searchReady || !needSearch))) return
    let cancelled = false
    setFailed(false)
    import('./catalogue-loader')
      .then(async (loader) => {
        const index = await loader.loadIndex(indexUrl)
        if (needSearch) await loader.loadSearch(indexUrl)
        if (!cancelled) setLoaded({ loader, index, searchReady: needSearch || !!loaded?.searchReady })
      })
      .catch((error: unknown) => {
        console.error(error)
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
    }
  }, [start, needSearch, indexUrl, loaded])

  const facets = useMemo(
    () => (loaded ? loaded.loader.listingFacets(loaded.index.products, loaded.index.facets, category) : null),
    [loaded, category],
  )

  const ready = !!loaded && (!needSearch || loaded.searchReady)
  const filtered = useMemo(() => {
    if (!ready || !loaded || !active) return null
    return loaded.loader.applyListing(loaded.index.products, loaded.index.facets, { ...query, category })
  }, [ready, loaded, active, query, category])

  const pageResult = useMemo(() => {
    if (!filtered || !loaded) return null
    const slice = filtered.slice((page - 1) * perPage, page * perPage)
    return {
      products: slice.map((p) => loaded.loader.indexedToSummary(p, loaded.index.facets)),
      total: filtered.length,
      pageCount: Math.max(1, Math.ceil(filtered.length / perPage)),
    }
  }, [filtered, loaded, page, perPage])

  const prepare = useCallback(() => setWanted(true), [])
  const status = failed ? 'error' : ready ? 'ready' : start ? 'loading' : 'idle'
  return { status, facets, page: pageResult, prepare }
}
