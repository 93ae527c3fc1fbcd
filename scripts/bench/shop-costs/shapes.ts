import { formatDocument } from '@urql/core'
import { print, type DocumentNode } from 'graphql'
import { ProductDetailsByIds } from '../../../src/graphql/catalogue/bulk'
import { ListingIdsPage } from '../../../src/graphql/catalogue/changes'
import { ProductPagesBulk } from '../../../src/graphql/catalogue/product-pages'
import { ProductBySlug, ProductCardsPage } from '../../../src/graphql/catalogue/queries'

/** One kind of request the build (or a shopper's page) sends, with what it asks for. */
export interface RequestShape {
  name: string
  /** The wire text, as urql sends it (with `__typename`). */
  query: string
  variables: Record<string, unknown>
  /** Products the answer holds (what a cost per product divides by). */
  products: (body: Answer) => number
}

export interface Answer {
  data?: Record<string, { nodes?: unknown[]; found?: number | null } | null> | null
  errors?: { message: string }[]
}

const wire = (document: DocumentNode) => print(formatDocument(document))
const nodesOf = (field: string) => (body: Answer) => body.data?.[field]?.nodes?.length ?? 0

/** The shop's first product ids, newest first, and its categories' slugs: what the shapes are asked about. */
export interface Sample {
  ids: number[]
  slugs: string[]
  category: string | null
}

/** The request shapes measured, each at the batch sizes the build may use. */
export function requestShapes(sample: Sample, batchSizes: number[]): RequestShape[] {
  const shapes: RequestShape[] = [
    {
      name: 'ids page (100)',
      query: wire(ListingIdsPage),
      variables: { first: 100, after: null, slug: null },
      products: nodesOf('products'),
    },
    {
      name: 'listing size (first 1)',
      query: wire(ListingIdsPage),
      variables: { first: 1, after: null, slug: sample.category ? [sample.category] : null },
      products: () => 0,
    },
    {
      name: 'card page (100)',
      query: wire(ProductCardsPage),
      variables: { first: 100, after: null, slug: null },
      products: nodesOf('products'),
    },
    {
      name: 'one product by slug (live page)',
      query: wire(ProductBySlug),
      variables: { slug: sample.slugs[0] },
      products: () => 1,
    },
  ]
  for (const size of batchSizes) {
    const include = sample.ids.slice(0, size)
    shapes.push(
      {
        name: `WooGraphQL details by include (${size})`,
        query: wire(ProductDetailsByIds),
        variables: { include, first: include.length },
        products: nodesOf('products'),
      },
      {
        name: `bulk read (${size})`,
        query: wire(ProductPagesBulk),
        variables: { include },
        products: (body) => (body.data?.forgeProductPages?.nodes ?? []).length,
      },
    )
  }
  return shapes
}
