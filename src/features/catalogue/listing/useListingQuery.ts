import { useCallback, useMemo } from 'react'
import { navigate } from 'vike/client/router'
import { listingPagePath } from '../../../routing/listing-paths'
import { usePageContext } from '../../../../renderer/usePageContext'
import {
  defaultListingQuery,
  isListingQueryActive,
  readListingQuery,
  writeListingQuery,
  type ListingQuery,
} from './filter-grammar'
import { useHydrated } from './useHydrated'

export interface ListingQueryState {
  query: ListingQuery
  /** Whether the URL asks for anything but the plain listing. */
  active: boolean
  /** The query string to keep on page links (`?…` or ''). */
  search: string
  /** Goes to page 1 of the listing with a new state: URL updated, scrolled to the top. */
  update: (next: ListingQuery) => void
}

/**
 * The listing's filter, sort and search, read from the URL on every render: the URL is the only
 * copy, so a reload and back/forward (Vike re-renders on popstate) restore it without extra state.
 */
export function useListingQuery(basePath: string): ListingQueryState {
  const pageContext = usePageContext()
  const hydrated = useHydrated()
  const searchOriginal = hydrated ? (pageContext.urlParsed?.searchOriginal ?? '') : ''
  const query = useMemo(
    () => (searchOriginal ? readListingQuery(searchOriginal) : defaultListingQuery()),
    [searchOriginal],
  )
  const update = useCallback(
    (next: ListingQuery) => {
      void navigate(listingPagePath(basePath, 1) + writeListingQuery(next), { keepScrollPosition: false })
    },
    [basePath],
  )
  return { query, active: isListingQueryActive(query), search: writeListingQuery(query), update }
}
