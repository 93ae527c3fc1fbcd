import type { Context } from '../graphql/context'
import { buildConnection, connectionFromArray, pageCapNotice, pageWindow } from '../graphql/connection'
import { fromGlobalId } from '../graphql/ids'
import { countProducts, getProduct, getProductBy, listProducts, type ProductFilter } from '../db/catalogue'
import { listTerms } from '../db/terms'
import { refuse } from '../shop/errors'
import { catalogueLoader, productFields, variationFields, type Args } from './product-fields'

/** The catalogue's root queries (products, product, categories, terms) and the product types' resolvers. */
const TAXONOMY_ENUM: Record<string, string> = {
  PRODUCTCATEGORY: 'product_cat',
  PACOLOR: 'pa_color',
  PASIZE: 'pa_size',
}

function noteCap(ctx: Context, args: Args) {
  const notice = pageCapNotice(args)
  if (notice) ctx.debug.push(notice)
}

export const catalogueResolvers = {
  RootQuery: {
    products: (_: unknown, args: Args, ctx: Context) => {
      // `where.dateQuery` is accepted and ignored, as WooGraphQL 1.0.x ignores it (getProductDetailsPage-since-future):
      // products changed since a time are found by ordering on MODIFIED and paging until the time is passed.
      const { dateQuery: _ignored, ...filter } = (args.where ?? {}) as ProductFilter & { dateQuery?: unknown }
      noteCap(ctx, args)
      const total = countProducts(ctx.app.db, filter)
      const { offset, limit } = pageWindow(args, total)
      const rows = limit > 0 ? catalogueLoader(ctx).list(listProducts(ctx.app.db, filter, offset, limit)) : []
      // WooGraphQL counts `found` on the first page only; a page after a cursor answers null.
      const found = args.after || args.before ? null : total
      return { ...buildConnection(rows, offset, total), found }
    },
    product: (_: unknown, args: Args, ctx: Context) => {
      const id = String(args.id)
      const db = ctx.app.db
      // WooGraphQL's product resolver: a name that finds no id, or an id that is no product, is an error
      // (getProduct-unknown-slug), never a null product.
      switch (args.idType ?? 'ID') {
        case 'DATABASE_ID': {
          const databaseId = Number(id)
          if (!Number.isInteger(databaseId) || databaseId <= 0)
            refuse('product-id-not-found', { idType: 'database_id', id })
          return getProduct(db, databaseId) ?? refuse('product-not-exists', { idType: 'database_id', id })
        }
        case 'SLUG':
          return getProductBy(db, 'slug', id) ?? refuse('product-id-not-found', { idType: 'slug', id })
        case 'SKU':
          return getProductBy(db, 'sku', id) ?? refuse('product-id-not-found', { idType: 'sku', id })
        default: {
          const global = fromGlobalId(id)
          if (!global?.type || !global.id) refuse('product-global-id-invalid')
          return (
            (global.type === 'post' ? getProduct(db, Number(global.id)) : undefined) ??
            refuse('product-not-exists', { idType: 'global_id', id: global.id })
          )
        }
      }
    },
    productCategories: (_: unknown, args: Args, ctx: Context) => {
      noteCap(ctx, args)
      const where = (args.where ?? {}) as Record<string, never>
      const terms = listTerms(ctx.app.db, { ...where, taxonomies: ['product_cat'] })
      return connectionFromArray(terms, { ...args, first: args.first ?? (args.last == null ? 100 : null) })
    },
    terms: (_: unknown, args: Args, ctx: Context) => {
      noteCap(ctx, args)
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
