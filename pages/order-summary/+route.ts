// Vike calls this to match `/order-summary`, `/order-summary/{orderId}` and `/checkout/order-received/{orderId}`.
import type { PageContext } from 'vike/types'

const ORDER_ROUTE = /^\/(?:order-summary(?:\/([^/]+))?|checkout\/order-received\/([^/]+))\/?$/

export default (pageContext: PageContext) => {
  const match = ORDER_ROUTE.exec(pageContext.urlPathname)
  if (!match) return false
  return { routeParams: { orderId: match[1] ?? match[2] ?? '' } }
}
