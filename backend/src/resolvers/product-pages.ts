import type { GraphQLResolveInfo } from 'graphql'
import type { Context } from '../graphql/context'
import { MAX_PAGE } from '../graphql/connection'
import { graphqlExecute, graphqlParse } from '../graphql/graphql-js'
import type { Resolvers } from '../graphql/resolver-types'
import { listProductIds } from '../db/catalogue'
import { refuse } from '../shop/errors'

/**
 * The shape `nodes` answers in; the companion plugin's Product_Pages_Field::FORMAT says the same of its answer.
 */
export const PRODUCT_PAGES_FORMAT = 1

/**
 * The companion plugin's bulk read (`forgeProductPages`, wordpress/forge-headless-payments), as the embedded
 * backend answers it: the visible products of `include` in that order, each as this backend answers the storefront's
 * product page selection. The plugin builds the same shape from WooCommerce's data store; here the selection is
 * simply run against this schema, so the two reads of the embedded backend cannot disagree (the storefront's tests
 * build the pages both ways and compare them byte for byte; the plugin's answer is compared with WooGraphQL's in a
 * recording of a real shop).
 */
const PRODUCT_PAGE_SELECTION = graphqlParse(/* GraphQL */ `
  query productPages($include: [Int], $first: Int!) {
    products(
      first: $first
      where: {
        include: $include
        visibility: VISIBLE
        orderby: { field: DATE, order: DESC }
        status: "publish"
      }
    ) {
      nodes {
        databaseId
        slug
        name
        type
        date
        onSale
        averageRating
        reviewCount
        image {
          ...Image
        }
        productCategories(first: 20) {
          nodes {
            slug
            name
          }
        }
        terms(first: 100) {
          nodes {
            taxonomyName
            slug
            name
          }
        }
        ... on SimpleProduct {
          rawPrice: price(format: RAW)
          rawRegularPrice: regularPrice(format: RAW)
          rawSalePrice: salePrice(format: RAW)
          stockStatus
          stockQuantity
          weight
          length
          width
          height
          virtual
          downloadable
          downloads {
            name
          }
        }
        ... on VariableProduct {
          rawPrice: price(format: RAW)
          rawRegularPrice: regularPrice(format: RAW)
          rawSalePrice: salePrice(format: RAW)
          stockStatus
          stockQuantity
          weight
          length
          width
          height
          defaultAttributes(first: 100) {
            nodes {
              name
              value
            }
          }
          variations(first: 100) {
            nodes {
              databaseId
              name
              rawPrice: price(format: RAW)
              rawRegularPrice: regularPrice(format: RAW)
              rawSalePrice: salePrice(format: RAW)
              stockStatus
              stockQuantity
              image {
                ...Image
              }
              attributes(first: 100) {
                nodes {
                  name
                  value
                }
              }
            }
          }
        }
        ... on ExternalProduct {
          rawPrice: price(format: RAW)
          rawRegularPrice: regularPrice(format: RAW)
          rawSalePrice: salePrice(format: RAW)
          externalUrl
          buttonText
        }
        sku
        description
        shortDescription
        metaData(keysIn: ["made_to_order", "color"]) {
          key
          value
        }
        galleryImages(first: 20) {
          nodes {
            ...Image
          }
        }
        ... on ProductWithAttributes {
          attributes(first: 100) {
            nodes {
              name
              label
              options
              variation
              visible
              ... on GlobalProductAttribute {
                terms(first: 100) {
                  nodes {
                    slug
                    name
                  }
                }
              }
            }
          }
        }
        reviews(first: 100) {
          edges {
            rating
            node {
              id
              content
              date
              author {
                node {
                  name
                  avatar {
                    url
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  fragment Image on MediaItem {
    sourceUrl
    altText
    mediaDetails {
      width
      height
    }
  }
`)

type Node = { databaseId: number }

export const productPagesResolvers: Resolvers = {
  RootQuery: {
    // The plugin's id listing: the storefront's getListingIds filter and order, every page at once.
    forgeProductIds: (_, args, ctx) =>
      listProductIds(ctx.app.db, {
        categoryIn: args.categoryIn ?? null,
        visibility: 'VISIBLE',
        status: 'publish',
        orderby: [{ field: 'DATE', order: 'DESC' }],
      }),
    forgeProductPages: async (_, args, ctx: Context, info: GraphQLResolveInfo) => {
      const ids = [...new Set(args.include)]
      if (args.include.length > MAX_PAGE) refuse('too-many-product-pages', { max: MAX_PAGE })
      if (!ids.length) return { format: PRODUCT_PAGES_FORMAT, nodes: [] }
      const result = await graphqlExecute({
        schema: info.schema,
        document: PRODUCT_PAGE_SELECTION,
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
