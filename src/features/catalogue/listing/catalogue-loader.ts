/**
 * Everything the listing needs to filter, sort and search, in one chunk that the listing imports
 * dynamically on the first change: the index download and decoding, the search file, and the logic.
 */
import { currentBuildId } from '../../../deploy/build-info'
import {
  attachSearchTexts,
  CATALOGUE_SEARCH_PATH,
  decodeIndex,
  type DecodedIndex,
} from '../../../lib/listing/index-format'

export { applyListing } from './apply-listing'
export { listingFacets } from './listing-facets'
export { indexedToSummary } from '../../../lib/listing/index-format'

let index: Promise<DecodedIndex> | null = null
let search: Promise<void> | null = null

async function fetchJson(path: string): Promise<unknown> {
  const buildId = currentBuildId()
  const url = buildId ? `${path}?_b=${encodeURIComponent(buildId)}` : path
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`Could not load ${path} (HTTP ${response.status})`)
  return response.json()
}

/** The decoded catalogue index, fetched once per page load (a failure lets the next call retry). */
export function loadIndex(url: string): Promise<DecodedIndex> {
  index ??= fetchJson(url).then(decodeIndex)
  index.catch(() => (index = null))
  return index
}

/** Loads the search file onto the index's products, once. */
export function loadSearch(url: string): Promise<void> {
  search ??= Promise.all([loadIndex(url), fetchJson(CATALOGUE_SEARCH_PATH)]).then(([decoded, json]) =>
    attachSearchTexts(decoded.products, json),
  )
  search.catch(() => (search = null))
  return search
}
