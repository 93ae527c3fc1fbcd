import type { GraphQLResolveInfo } from 'graphql'
import type { Context } from '../graphql/context'
import { MAX_PAGE } from '../graphql/connection'
import { graphqlExecute, graphqlParse } from '../graphql/graphql-js'
import { PRODUCT_PAGE_FRAGMENTS } from '../graphql/product-page-selection'
import type { Resolvers } from '../graphql/resolver-types'
import { countProducts, listProductIds, type ProductFilter } from '../db/catalogue'
import { refuse } from '../shop/errors'

/**
 * The shape `nodes` answers in; the companion plugin's Product_Pages_Field::FORMAT says the same of its answer.
 */
export const PRODUCT_PAGES_FORMAT = 2

/**
 * The companion plugin's bulk read (`forgeProductPages`, wordpress/forge-headless-payments), as the embedded
 * backend answers it: the visible products of `include` in that order, each as this backend answers the storefront's
 * product page selection. The plugin builds the same shape from WooCommerce's data store; here the selection is
 * simply run against this schema, so the two reads of the embedded backend cannot disagree (the storefront's tests
 * build the pages both ways and compare them byte for byte; the plugin's answer is compared with WooGraphQL's in a
 * recording of a real shop).
 */
const PRODUCT_PAGES_QUERY = graphqlParse(`
query productPages($include: [Int], $first: Int!) {
  products(
    first: $first
    where: { include: $include, visibility: VISIBLE, orderby: { field: DATE, order: DESC }, status: "publish" }
  ) {
    nodes {
      ...ProductPageFields
    }
  }
}
${PRODUCT_PAGE_FRAGMENTS}`)

type Node = { databaseId: number }

/** getListingIds' filter and order, which the plugin's id listing and counts follow. */
const LISTING_FILTER: ProductFilter = {
  visibility: 'VISIBLE',
  status: 'publish',
  orderby: [{ field: 'DATE', order: 'DESC' }],
}

export const productPagesResolvers: Resolvers = {
  RootQuery: {
    // The plugin's id listing: the storefront's getListingIds filter and order, every page at once.
    forgeProductIds: (_, args, ctx) =>
      listProductIds(ctx.app.db, { ...LISTING_FILTER, categoryIn: args.categoryIn ?? null }),
    // The plugin's listing sizes: the storefront's getListingIds `found` of each category, in one answer.
    forgeProductCounts: (_, args, ctx) => {
      if (args.categories.length > MAX_PAGE) refuse('too-many-product-counts', { max: MAX_PAGE })
      return args.categories.map((slug) =>
        countProducts(ctx.app.db, { ...LISTING_FILTER, categoryIn: [slug] }),
      )
    },
    forgeProductPages: async (_, args, ctx: Context, info: GraphQLResolveInfo) => {
      const ids = [...new Set(args.include)]
      if (args.include.length > MAX_PAGE) refuse('too-many-product-pages', { max: MAX_PAGE })
      if (!ids.length) return { format: PRODUCT_PAGES_FORMAT, nodes: [] }
      const result = await graphqlExecute({
        schema: info.schema,
        document: PRODUCT_PAGES_QUERY,
        variableValues: { include: ids, first: ids.length },
        contextValue: ctx,
      })
      if (result.errors?.length) throw result.errors[0]
      const data = result.data as { products: { nodes: Node[] } | null }
      const byId = new Map((data.products?.nodes ?? []).map((node) => [node.databaseId, node]))
      return { format: PRODUCT_PAGES_FORMAT, nodes: ids.flatMap((id) => byId.get(id) ?? []) }
    },
  },
}
