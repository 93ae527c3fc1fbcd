import type { Context } from '../graphql/context'
import {
  buildConnection,
  connectionFromArray,
  pageCapNotice,
  pageWindow,
  type ConnectionArgs,
} from '../graphql/connection'
import { fromGlobalId } from '../graphql/ids'
import type { Resolvers, TaxonomyEnum } from '../graphql/resolver-types'
import { countProducts, getProduct, getProductBy, listProducts, type Product } from '../db/catalogue'
import { listTerms } from '../db/terms'
import { getUser } from '../db/users'
import { refuse } from '../shop/errors'
import { PRODUCT_EDITOR_ROLES } from '../shop/product-edit'
import { catalogueLoader, productFields, productTypeName, variationFields, without } from './product-fields'
import { OWN_STOCK_FIELDS } from './own-stock-fields'

/** The catalogue's root queries (products, product, categories, terms) and the product types' resolvers. */
const TAXONOMY_ENUM: Record<TaxonomyEnum, string> = {
  PRODUCTCATEGORY: 'product_cat',
  PACOLOR: 'pa_color',
  PASIZE: 'pa_size',
}

function noteCap(ctx: Context, args: ConnectionArgs) {
  const notice = pageCapNotice(args)
  if (notice) ctx.debug.push(notice)
}

/** The product types a product interface (or union) admits: the product's own type, or null when not one of them. */
function productTypeAmong<T extends string>(...names: T[]) {
  return (p: Product): T | null => names.find((name) => name === productTypeName(p)) ?? null
}

const ANY_PRODUCT = productTypeAmong(
  'SimpleProduct',
  'VariableProduct',
  'ExternalProduct',
  'GroupProduct',
  'SimpleProductVariation',
)
const PRODUCT = productTypeAmong('SimpleProduct', 'VariableProduct', 'ExternalProduct', 'GroupProduct')
const STOCKED = productTypeAmong('SimpleProduct', 'VariableProduct', 'SimpleProductVariation')

export const catalogueResolvers: Resolvers = {
  RootQuery: {
    products: (_, args, ctx) => {
      // `where.dateQuery` is accepted and ignored, as WooGraphQL 1.0.x ignores it (getProductsModifiedSince-since-future):
      // products changed since a time are found by ordering on MODIFIED and paging until the time is passed.
      const { dateQuery: _ignored, ...filter } = args.where ?? {}
      noteCap(ctx, args)
      const total = countProducts(ctx.app.db, filter)
      const { offset, limit } = pageWindow(args, total)
      const rows = limit > 0 ? catalogueLoader(ctx).list(listProducts(ctx.app.db, filter, offset, limit)) : []
      // WooGraphQL counts `found` on the first page only; a page after a cursor answers null.
      const found = args.after || args.before ? null : total
      return { ...buildConnection(rows, offset, total), found }
    },
    product: (_, args, ctx) => {
      const product = findProduct(ctx, String(args.id), args.idType ?? 'ID')
      // WPGraphQL's model of a post nobody may see (a draft, a trashed product) is null to those who cannot edit it.
      return product.status === 'publish' || canEditProducts(ctx) ? product : null
    },
    productCategories: (_, args, ctx) => {
      noteCap(ctx, args)
      const where = args.where ?? {}
      const terms = listTerms(ctx.app.db, { ...where, taxonomies: ['product_cat'] })
      return connectionFromArray(terms, { ...args, first: args.first ?? (args.last == null ? 100 : null) })
    },
    terms: (_, args, ctx) => {
      noteCap(ctx, args)
      const where = args.where ?? {}
      const asked = (where.taxonomies ?? []).filter((t): t is TaxonomyEnum => !!t)
      const taxonomies = asked.length ? asked.map((t) => TAXONOMY_ENUM[t]) : Object.values(TAXONOMY_ENUM)
      const terms = listTerms(ctx.app.db, { ...where, taxonomies })
      return connectionFromArray(terms, { ...args, first: args.first ?? (args.last == null ? 100 : null) })
    },
  },
  SimpleProduct: without(productFields, 'variations', 'externalUrl', 'buttonText', 'hasAttributes', 'parent'),
  VariableProduct: without(
    productFields,
    'downloadExpiry',
    'downloadLimit',
    'downloadable',
    'downloads',
    'externalUrl',
    'buttonText',
    'hasAttributes',
    'parent',
  ),
  ExternalProduct: without(productFields, ...OWN_STOCK_FIELDS, 'hasAttributes', 'parent'),
  SimpleProductVariation: variationFields,
  Product: { __resolveType: PRODUCT },
  ProductUnion: { __resolveType: ANY_PRODUCT },
  ProductWithPricing: { __resolveType: ANY_PRODUCT },
  InventoriedProduct: { __resolveType: STOCKED },
  ProductWithDimensions: { __resolveType: STOCKED },
  ProductWithAttributes: { __resolveType: PRODUCT },
  ProductWithVariations: { __resolveType: productTypeAmong('VariableProduct') },
  DownloadableProduct: { __resolveType: productTypeAmong('SimpleProduct', 'SimpleProductVariation') },
  ProductVariation: { __resolveType: productTypeAmong('SimpleProductVariation') },
}

/**
 * WooGraphQL's product resolver: a name that finds no id, or an id that is no product, is an error
 * (getProduct-unknown-slug), never a null product.
 */
function findProduct(ctx: Context, id: string, idType: string): Product {
  const db = ctx.app.db
  switch (idType) {
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
}

function canEditProducts(ctx: Context): boolean {
  const role = ctx.userId === null ? null : (getUser(ctx.app.db, ctx.userId)?.role ?? null)
  return role !== null && PRODUCT_EDITOR_ROLES.has(role)
}
