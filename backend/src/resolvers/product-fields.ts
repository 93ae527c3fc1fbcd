/** Field resolvers of the product types (simple, variable, external, grouped, variation) and their helpers. */
import type { GraphQLResolveInfo } from 'graphql'
import { memo, type Context } from '../graphql/context'
import { connectionFromArray, type ConnectionArgs } from '../graphql/connection'
import { toGlobalId } from '../graphql/ids'
import { getProduct, type Product, type TermRow } from '../db/catalogue'
import { CatalogueLoader } from '../db/catalogue-loader'
import type { StoredAttribute } from '../db/catalogue-rows'
import { productImage } from '../shop/media'
import { money, moneyList } from '../shop/money'
import { gmtFromSiteLocal } from '../shop/site-time'

export type Args = Record<string, unknown> & ConnectionArgs
export type Resolver<S = Product> = (source: S, args: Args, ctx: Context, info: GraphQLResolveInfo) => unknown

const TYPE_NAMES: Record<string, string> = {
  simple: 'SimpleProduct',
  variable: 'VariableProduct',
  external: 'ExternalProduct',
  grouped: 'GroupProduct',
  variation: 'SimpleProductVariation',
}
const STOCK_ENUM: Record<string, string> = {
  instock: 'IN_STOCK',
  outofstock: 'OUT_OF_STOCK',
  onbackorder: 'ON_BACKORDER',
}
/** The request's catalogue loader: relations of every listed product load in one query each. */
export const catalogueLoader = (ctx: Context) =>
  memo(ctx, 'catalogue-loader', () => new CatalogueLoader(ctx.app.db))
const variationsOf = (p: Product, ctx: Context) =>
  catalogueLoader(ctx).list(catalogueLoader(ctx).variations(p))
const termsOf = (p: Product, ctx: Context) => catalogueLoader(ctx).terms(p)

export const productTypeName = (p: Product) => TYPE_NAMES[p.type] ?? 'SimpleProduct'
const isOnSale = (p: Product, ctx: Context) =>
  p.type === 'variable' ? variationsOf(p, ctx).some((v) => v.sale_price !== null) : p.sale_price !== null

/** Prices of a product as WooGraphQL reports them; a variable product reports its variations' prices. */
function priceResolver(pick: (p: Product) => number | null): Resolver {
  return (p, args, ctx) => {
    const format = args.format as string | undefined
    if (p.type !== 'variable') return money(pick(p), format)
    const prices = variationsOf(p, ctx)
      .map(pick)
      .filter((v): v is number => v !== null)
      .sort((a, b) => a - b)
    return moneyList(prices, format)
  }
}

function attributeNodes(p: Product, ctx: Context) {
  const stored = JSON.parse(p.attributes) as StoredAttribute[]
  return stored.map((a, position) => ({
    ...a,
    position,
    productId: p.id,
    termRows: a.global
      ? a.options.map((slug) => catalogueLoader(ctx).term(a.name, slug)).filter((t): t is TermRow => !!t)
      : [],
  }))
}
export type AttributeNode = ReturnType<typeof attributeNodes>[number]

/** VariationAttribute objects for a variation's (or a default) attribute selection. */
export function variationAttributes(
  productId: number,
  selected: Array<{ name: string; value: string }>,
  ctx: Context,
) {
  return selected.map((s) => {
    const global = s.name.startsWith('pa_')
    const term = global ? catalogueLoader(ctx).term(s.name, s.value) : undefined
    return {
      id: toGlobalId('VariationAttribute', `${productId}||${s.name}||${s.value}`),
      attributeId: term?.id ?? 0,
      name: s.name,
      label: global ? (s.name === 'pa_color' ? 'Color' : 'Size') : s.name,
      value: s.value,
    }
  })
}

export const productFields: Record<string, Resolver> = {
  id: (p) => toGlobalId('post', p.id),
  databaseId: (p) => p.id,
  type: (p) => p.type.toUpperCase(),
  status: (p) => p.status,
  uri: (p) => (p.type === 'variation' ? `/?post_type=product_variation&p=${p.id}` : `/product/${p.slug}/`),
  link: (p, _a, ctx) => `${ctx.app.siteUrl}/product/${p.slug}/`,
  onSale: (p, _a, ctx) => isOnSale(p, ctx),
  featured: (p) => p.featured === 1,
  catalogVisibility: (p) => p.visibility.toUpperCase(),
  menuOrder: (p) => p.menu_order,
  // `date` is read as stored (site local time); `modified` likewise, `modifiedGmt` is its UTC time.
  modified: (p) => p.modified,
  modifiedGmt: (p) => gmtFromSiteLocal(p.modified),
  averageRating: (p) => p.average_rating ?? 0,
  reviewCount: (p) => p.review_count ?? 0,
  reviewsAllowed: (p) => p.type !== 'variation',
  description: (p) => p.description,
  shortDescription: (p) => p.short_description,
  image: (p) => productImage(p, 1),
  galleryImages: (p, args) =>
    connectionFromArray(
      Array.from({ length: p.gallery_count }, (_, i) => productImage(p, i + 2)),
      args,
    ),
  productCategories: (p, args, ctx) =>
    connectionFromArray(
      termsOf(p, ctx).filter((t) => t.taxonomy === 'product_cat'),
      args,
    ),
  terms: (p, args, ctx) => connectionFromArray(termsOf(p, ctx), args),
  related: (p, args, ctx) => {
    const related = catalogueLoader(ctx).related(p)
    return { ...connectionFromArray(related, args), found: related.length }
  },
  reviews: (p, args, ctx) => {
    const reviews = catalogueLoader(ctx).reviews(p)
    return {
      ...connectionFromArray(reviews, args, (r) => ({ rating: r.rating })),
      averageRating: p.average_rating,
    }
  },
  metaData: (p, args) => {
    const meta = JSON.parse(p.meta) as Array<{ key: string; value: string }>
    const keys = [...((args.keysIn as string[] | null) ?? []), ...(args.key ? [args.key as string] : [])]
    const chosen = keys.length ? meta.filter((m) => keys.includes(m.key)) : meta
    // WooGraphQL answers null, not [], when there is no meta (getProduct-simple).
    return chosen.length ? chosen.map((m, i) => ({ id: String(p.id * 100 + i), ...m })) : null
  },
  stockQuantity: (p) => (p.manage_stock ? p.stock_quantity : null),
  stockStatus: (p) => STOCK_ENUM[p.stock_status],
  lowStockAmount: (p) => p.low_stock_amount,
  manageStock: (p) => (p.manage_stock ? 'TRUE' : 'FALSE'),
  backorders: (p) => p.backorders.toUpperCase(),
  backordersAllowed: (p) => p.backorders !== 'no',
  totalSales: (p) => p.total_sales,
  virtual: (p) => p.virtual === 1,
  downloadable: (p) => p.downloadable === 1,
  // The file's address is for buyers only: they get it as their order's download link (DownloadableItem.url).
  // null, not [], for a product without files (getProduct-simple).
  downloads: (p) => {
    const files = JSON.parse(p.downloads) as Array<{ id: string; name: string; file: string }>
    if (!files.length) return null
    return files.map((d) => ({
      downloadId: d.id,
      name: d.name,
      file: null,
      fileExt: d.file.split('.').pop(),
      fileType: 'application/zip',
    }))
  },
  downloadLimit: () => -1,
  downloadExpiry: () => -1,
  purchasable: (p) => p.type !== 'external' && p.status === 'publish',
  dateOnSaleFrom: () => null,
  dateOnSaleTo: () => null,
  price: priceResolver((p) => p.sale_price ?? p.regular_price),
  regularPrice: priceResolver((p) => p.regular_price),
  salePrice: (p, args, ctx) => {
    if (p.type !== 'variable') return money(p.sale_price, args.format as string)
    const variations = variationsOf(p, ctx)
    if (!variations.some((v) => v.sale_price !== null)) return null
    return moneyList(
      variations.map((v) => v.sale_price ?? v.regular_price).sort((a, b) => a - b),
      args.format as string,
    )
  },
  shippingRequired: (p) => p.virtual !== 1,
  attributes: (p, args, ctx) => connectionFromArray(attributeNodes(p, ctx), args),
  defaultAttributes: (p, args, ctx) =>
    connectionFromArray(variationAttributes(p.id, JSON.parse(p.default_attributes), ctx), args),
  variations: (p, args, ctx) => connectionFromArray(variationsOf(p, ctx), args),
  externalUrl: (p) => p.external_url,
  buttonText: (p) => p.button_text,
  hasAttributes: (p) => JSON.parse(p.attributes).length > 0,
  parent: (p, _a, ctx) => {
    const parent = p.parent_id ? getProduct(ctx.app.db, p.parent_id) : undefined
    return parent ? { node: parent } : null
  },
}

export const variationFields: Record<string, Resolver> = {
  ...productFields,
  attributes: (p, args, ctx) =>
    connectionFromArray(variationAttributes(p.parent_id ?? p.id, JSON.parse(p.attributes), ctx), args),
  image: (p) => productImage(p, 1),
}
