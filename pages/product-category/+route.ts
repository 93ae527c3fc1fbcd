// Vike calls this to match `/product-category/{slug}` and `/product-category/{categorySlug}/page/{n}`.
import type { PageContext } from 'vike/types'
import { parseListingPath } from '../../src/routing/listing-route'

export default (pageContext: PageContext) => {
  const match = parseListingPath(pageContext.urlPathname)
  return match && match.category !== null
    ? { routeParams: { categorySlug: match.category, page: String(match.page) } }
    : false
}
