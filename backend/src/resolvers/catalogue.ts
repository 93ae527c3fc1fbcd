import type { Context } from '../graphql/context'
import { buildConnection, connectionFromArray, pageWindow } from '../graphql/connection'
import { fromGlobalId } from '../graphql/ids'
import { countProducts, getProduct, getProductBy, listProducts, type ProductFilter } from '../db/catalogue'
import { listTerms } from '../db/terms'
import { dateQueryBounds, type DateQueryInput } from '../shop/date-query'
import { catalogueLoader, productFields, variationFields, type Args } from './product-fields'

/** The catalogue's root queries (products, product, categories, terms) and the product types' resolvers. */
const TAXONOMY_ENUM: Record<string, string> = {
  PRODUCTCATEGORY: 'product_cat',
  PACOLOR: 'pa_color',
  PASIZE: 'pa_size',
}

export const catalogueResolvers = {
  RootQuery: {
    products: (_: unknown, args: Args, ctx: Context) => {
      const where = (args.where ?? {}) as ProductFilter & { dateQuery?: DateQueryInput | null }
      const filter: ProductFilter = {
        ...where,
        dateBounds: dateQueryBounds(where.dateQuery, ctx.app.clock()),
      }
      const total = countProducts(ctx.app.db, filter)
      const { offset, limit } = pageWindow(args, total)
      const rows = limit > 0 ? catalogueLoader(ctx).list(listProducts(ctx.app.db, filter, offset, limit)) : []
      return { ...buildConnection(rows, offset, total), found: total }
    },
    product: (_: unknown, args: Args, ctx: Context) => {
      const id = String(args.id)
      const db = ctx.app.db
      switch (args.idType ?? 'ID') {
        case 'DATABASE_ID':
          return getProduct(db, Number(id)) ?? null
        case 'SLUG':
          return getProductBy(db, 'slug', id) ?? null
        case 'SKU':
          return getProductBy(db, 'sku', id) ?? null
        default: {
          const global = fromGlobalId(id)
          return global?.type === 'post' ? (getProduct(db, Number(global.id)) ?? null) : null
        }
      }
    },
    productCategories: (_: unknown, args: Args, ctx: Context) => {
      const where = (args.where ?? {}) as Record<string, never>
      const terms = listTerms(ctx.app.db, { ...where, taxonomies: ['product_cat'] })
      return connectionFromArray(terms, { ...args, first: args.first ?? (args.last == null ? 100 : null) })
    },
    terms: (_: unknown, args: Args, ctx: Context) => {
      const where = (args.where ?? {}) as Record<string, never> & { taxonomies?: string[] }
      const taxonomies = (where.taxonomies?.length ? where.taxonomies : Object.keys(TAXONOMY_ENUM)).map(
        (t) => TAXONOMY_ENUM[t]!,
      )
      const terms = listTerms(ctx.app.db, { ...where, taxonomies })
      return connectionFromArray(terms, { ...args, first: args.first ?? (args.last == null ? 100 : null) })
    },
  },
  SimpleProduct: productFields,
  VariableProduct: productFields,
  ExternalProduct: productFields,
  SimpleProductVariation: variationFields,
}

export const productInterfaces = [
  'Product',
  'ProductUnion',
  'ProductWithPricing',
  'InventoriedProduct',
  'ProductWithDimensions',
  'ProductWithAttributes',
  'ProductWithVariations',
  'DownloadableProduct',
  'ProductVariation',
]
