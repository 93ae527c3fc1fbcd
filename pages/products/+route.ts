// Vike calls this to match `/products` and `/products/page/{n}`.
import type { PageContext } from 'vike/types'
import { parseListingPath } from '../../src/routing/listing-route'

export default (pageContext: PageContext) => {
  const match = parseListingPath(pageContext.urlPathname)
  return match && match.category === null ? { routeParams: { page: String(match.page) } } : false
}
