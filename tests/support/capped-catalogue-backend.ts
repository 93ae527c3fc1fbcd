import { http, HttpResponse } from 'msw'
import { recordedCase } from './recorded-cases'

/**
 * An msw stand-in for the catalogue side of a real WooGraphQL, as the recorded cases show it behaves:
 * `first` capped at 100 (with 1,000 products, `first: 500` answered 100 nodes and `hasNextPage: true`),
 * `found` only on the first page (`null` after it), and every answer refused with HTTP 403 `Unauthorized request origin.` unless the request
 * carries the allowed `Origin` (`getCart-no-origin`, `getCart-bad-origin`). Nodes are cloned from the simple product
 * of the recorded `getProductDetailsByIds-include`; the settings answer is the recorded `getSiteSettings-ok` body.
 */
export interface CappedBackend {
  url: string
  handler: ReturnType<typeof http.post>
  /** Every request: operation, variables and the Origin it carried. */
  requests: { operationName: string; variables: Record<string, unknown>; origin: string | null }[]
}

export interface CappedBackendOptions {
  url: string
  products: number
  categories?: number
  allowedOrigin: string
  /** UTC ms each product was last modified, by index (index 0 is the newest product). */
  modifiedMs?: (index: number) => number
}

const CAP = 100
const cursor = (index: number) => btoa(`arrayconnection:${index}`)
const indexOf = (after: unknown) => (typeof after === 'string' ? Number(atob(after).split(':')[1]) + 1 : 0)
const wpGmt = (ms: number) => new Date(ms).toISOString().slice(0, 19)

export function cappedCatalogueBackend(options: CappedBackendOptions): CappedBackend {
  const template = (
    recordedCase('getProductDetailsByIds-include').body.data as {
      products: { nodes: Array<{ type?: string }> }
    }
  ).products.nodes.find((node) => node.type === 'SIMPLE')!
  const products = Array.from({ length: options.products }, (_, i) => ({
    ...structuredClone(template),
    databaseId: 10_000 - i,
    slug: `product-${i}`,
    name: `Product ${i}`,
    modifiedGmt: wpGmt(options.modifiedMs?.(i) ?? Date.UTC(2026, 0, 1) - i * 1000),
  }))
  const categoryTemplate = (
    recordedCase('getProductCategories-ok').body.data as { productCategories: { nodes: object[] } }
  ).productCategories.nodes[0]!
  const categories = Array.from({ length: options.categories ?? 1 }, (_, i) => ({
    ...structuredClone(categoryTemplate),
    slug: `category-${i}`,
    name: `Category ${i}`,
  }))
  const requests: CappedBackend['requests'] = []

  const page = <T>(all: T[], variables: Record<string, unknown>, withFound: boolean) => {
    const start = indexOf(variables.after)
    const first = Math.min(Number(variables.first ?? 10), CAP)
    const nodes = all.slice(start, start + first)
    const end = start + nodes.length - 1
    return {
      ...(withFound ? { found: start === 0 ? all.length : null } : {}),
      pageInfo: { hasNextPage: end < all.length - 1, endCursor: nodes.length ? cursor(end) : null },
      nodes,
    }
  }

  const answer = (operationName: string, query: string, variables: Record<string, unknown>): object => {
    switch (operationName) {
      case 'getSiteSettings':
        return recordedCase('getSiteSettings-ok').body
      case 'getProductCategories':
        return { data: { productCategories: page(categories, variables, false) } }
      case 'getListingIds':
        return {
          data: {
            products: page(
              products.map(({ databaseId }) => ({ databaseId })),
              variables,
              true,
            ),
          },
        }
      case 'getProductDetailsByIds': {
        // `include` is WooGraphQL's `post__in` (reference: products where `include`): the listed products, in the
        // document's order, the others not answered.
        const include = new Set(variables.include as number[])
        return {
          data: {
            products: page(
              products.filter((p) => include.has(p.databaseId)),
              variables,
              true,
            ),
          },
        }
      }
      case 'getProducts':
      case 'getModifiedProductIds': {
        // Ordered as the document asks (publish date or modified, newest first).
        const ordered = /field:\s*MODIFIED/.test(query)
          ? [...products].sort((a, b) => b.modifiedGmt.localeCompare(a.modifiedGmt))
          : products
        return { data: { products: page(ordered, variables, true) } }
      }
      default:
        return { errors: [{ message: `Unexpected operation ${operationName}` }] }
    }
  }

  const handler = http.post(options.url, async ({ request }) => {
    const body = (await request.json()) as {
      operationName?: string
      query?: string
      variables?: Record<string, unknown>
    }
    const origin = request.headers.get('origin')
    const operationName = body.operationName ?? 'anonymous'
    requests.push({ operationName, variables: body.variables ?? {}, origin })
    if (origin !== options.allowedOrigin) {
      const refused = recordedCase(origin ? 'getCart-bad-origin' : 'getCart-no-origin')
      return HttpResponse.json(refused.body, { status: refused.status })
    }
    return HttpResponse.json(answer(operationName, body.query ?? '', body.variables ?? {}))
  })
  return { url: options.url, handler, requests }
}
