/** Field resolvers of the product types (simple, variable, external, grouped, variation) and their helpers. */
import { memo, type Context } from '../graphql/context'
import { connectionFromArray } from '../graphql/connection'
import { toGlobalId } from '../graphql/ids'
import type {
  BackordersEnum,
  CatalogVisibilityEnum,
  ExternalProductResolvers,
  ProductTypesEnum,
  SimpleProductResolvers,
  SimpleProductVariationResolvers,
  StockStatusEnum,
  VariableProductResolvers,
} from '../graphql/resolver-types'
import { getProduct, type Product, type TermRow } from '../db/catalogue'
import { CatalogueLoader } from '../db/catalogue-loader'
import type { StoredAttribute } from '../db/catalogue-rows'
import { productImage } from '../shop/media'
import { money, moneyList } from '../shop/money'
import { gmtFromSiteLocal } from '../shop/site-time'
import type { AttributeNode } from './parent-models'

/**
 * Resolvers of every product field, each typed as the first product type that has it in the schema. Each product
 * type takes the fields it has (see `without`); the schema refuses a field a type lacks at start-up.
 */
export type ProductFieldResolvers = Omit<SimpleProductResolvers, '__isTypeOf'> &
  Pick<VariableProductResolvers, 'variations'> &
  Pick<ExternalProductResolvers, 'externalUrl' | 'buttonText'> &
  Pick<SimpleProductVariationResolvers, 'hasAttributes' | 'parent'>

/** `fields` without the named ones: the fields of a type that lacks them. */
export function without<T extends object, K extends keyof T>(fields: T, ...names: K[]): Omit<T, K> {
  const rest = { ...fields }
  for (const name of names) delete rest[name]
  return rest
}

export const productTypeName = (p: Product) => TYPE_NAMES[p.type]

const TYPE_NAMES = {
  simple: 'SimpleProduct',
  variable: 'VariableProduct',
  external: 'ExternalProduct',
  grouped: 'GroupProduct',
  variation: 'SimpleProductVariation',
} as const satisfies Record<Product['type'], string>
const TYPE_ENUM: Record<Product['type'], ProductTypesEnum> = {
  simple: 'SIMPLE',
  variable: 'VARIABLE',
  external: 'EXTERNAL',
  grouped: 'GROUPED',
  variation: 'VARIATION',
}
const STOCK_ENUM: Record<Product['stock_status'], StockStatusEnum> = {
  instock: 'IN_STOCK',
  outofstock: 'OUT_OF_STOCK',
  onbackorder: 'ON_BACKORDER',
}
const BACKORDERS_ENUM: Record<Product['backorders'], BackordersEnum> = { no: 'NO', notify: 'NOTIFY' }
const VISIBILITY_ENUM: Record<string, CatalogVisibilityEnum> = {
  visible: 'VISIBLE',
  catalog: 'CATALOG',
  search: 'SEARCH',
  hidden: 'HIDDEN',
}
/** The request's catalogue loader: relations of every listed product load in one query each. */
export const catalogueLoader = (ctx: Context) =>
  memo(ctx, 'catalogue-loader', () => new CatalogueLoader(ctx.app.db))
const variationsOf = (p: Product, ctx: Context) =>
  catalogueLoader(ctx).list(catalogueLoader(ctx).variations(p))
const termsOf = (p: Product, ctx: Context) => catalogueLoader(ctx).terms(p)

const isOnSale = (p: Product, ctx: Context) =>
  p.type === 'variable' ? variationsOf(p, ctx).some((v) => v.sale_price !== null) : p.sale_price !== null

/** Prices of a product as WooGraphQL reports them; a variable product reports its variations' prices. */
function priceResolver(
  pick: (p: Product) => number | null,
): NonNullable<ProductFieldResolvers['price' | 'regularPrice']> {
  return (p, args, ctx) => {
    const format = args.format
    if (p.type !== 'variable') return money(pick(p), format)
    const prices = variationsOf(p, ctx)
      .map(pick)
      .filter((v): v is number => v !== null)
      .sort((a, b) => a - b)
    return moneyList(prices, format)
  }
}

function attributeNodes(p: Product, ctx: Context): AttributeNode[] {
  const stored: StoredAttribute[] = JSON.parse(p.attributes)
  return stored.map((a, position) => ({
    ...a,
    position,
    productId: p.id,
    termRows: a.global
      ? a.options.map((slug) => catalogueLoader(ctx).term(a.name, slug)).filter((t): t is TermRow => !!t)
      : [],
  }))
}

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

export const productFields: ProductFieldResolvers = {
  id: (p) => toGlobalId('post', p.id),
  databaseId: (p) => p.id,
  type: (p) => TYPE_ENUM[p.type],
  status: (p) => p.status,
  uri: (p) => (p.type === 'variation' ? `/?post_type=product_variation&p=${p.id}` : `/product/${p.slug}/`),
  link: (p, _a, ctx) => `${ctx.app.siteUrl}/product/${p.slug}/`,
  onSale: (p, _a, ctx) => isOnSale(p, ctx),
  featured: (p) => p.featured === 1,
  catalogVisibility: (p) => VISIBILITY_ENUM[p.visibility] ?? null,
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
    const meta: Array<{ key: string; value: string }> = JSON.parse(p.meta)
    const keysIn = (args.keysIn ?? []).filter((k): k is string => !!k)
    const keys = [...keysIn, ...(args.key ? [args.key] : [])]
    const chosen = keys.length ? meta.filter((m) => keys.includes(m.key)) : meta
    // WooGraphQL answers null, not [], when there is no meta (getProduct-simple).
    return chosen.length ? chosen.map((m, i) => ({ id: String(p.id * 100 + i), ...m })) : null
  },
  stockQuantity: (p) => (p.manage_stock ? p.stock_quantity : null),
  stockStatus: (p) => STOCK_ENUM[p.stock_status],
  lowStockAmount: (p) => p.low_stock_amount,
  manageStock: (p) => (p.manage_stock ? 'TRUE' : 'FALSE'),
  backorders: (p) => BACKORDERS_ENUM[p.backorders],
  backordersAllowed: (p) => p.backorders !== 'no',
  totalSales: (p) => p.total_sales,
  virtual: (p) => p.virtual === 1,
  downloadable: (p) => p.downloadable === 1,
  // The file's address is for buyers only: they get it as their order's download link (DownloadableItem.url).
  // null, not [], for a product without files (getProduct-simple).
  downloads: (p) => {
    const files: Array<{ id: string; name: string; file: string }> = JSON.parse(p.downloads)
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
    if (p.type !== 'variable') return money(p.sale_price, args.format)
    const variations = variationsOf(p, ctx)
    if (!variations.some((v) => v.sale_price !== null)) return null
    return moneyList(
      variations.map((v) => v.sale_price ?? v.regular_price).sort((a, b) => a - b),
      args.format,
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

export const variationFields: SimpleProductVariationResolvers = {
  ...without(
    productFields,
    'link',
    'reviewsAllowed',
    'galleryImages',
    'productCategories',
    'terms',
    'related',
    'reviews',
    'purchasable',
    'dateOnSaleFrom',
    'dateOnSaleTo',
    'defaultAttributes',
    'variations',
    'externalUrl',
    'buttonText',
  ),
  attributes: (p, args, ctx) =>
    connectionFromArray(variationAttributes(p.parent_id ?? p.id, JSON.parse(p.attributes), ctx), args),
  image: (p) => productImage(p, 1),
}
