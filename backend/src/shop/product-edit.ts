import { catalogueChanged, getProduct, getVariations, type Product } from '../db/catalogue'
import { transaction, type Db } from '../db/database'
import {
  categoryTermIds,
  productTermIds,
  recountTerms,
  setProductCategories,
  updateProductColumns,
  type EditableColumns,
} from '../db/product-edits'
import { refuse } from './errors'
import { managedStockStatus, ownPrices, variableParentColumns } from './product-columns'
import { siteLocalDate } from './site-time'

/** WordPress roles with the `edit_products` capability. */
export const PRODUCT_EDITOR_ROLES: ReadonlySet<string> = new Set(['shop_manager', 'administrator'])

/** The fields of WooGraphQL's UpdateProductInput the shop honours (prices in naira, as the API takes them). */
export interface ProductEdit {
  name?: string | null
  regularPrice?: number | null
  /** An explicit `null` removes the sale; leaving it out keeps it. */
  salePrice?: number | null
  stockQuantity?: number | null
  manageStock?: boolean | null
  stockStatus?: 'IN_STOCK' | 'OUT_OF_STOCK' | 'ON_BACKORDER' | null
  /** PostStatusEnum: PUBLISH, DRAFT, PENDING, PRIVATE or TRASH (a product's statuses in WordPress). */
  status?: string | null
  /** The product's categories (product_cat term ids), replacing the ones it has. */
  categories?: Array<number | null> | null
  catalogVisibility?: 'VISIBLE' | 'CATALOG' | 'SEARCH' | 'HIDDEN' | null
}

export interface EditRequest {
  /** The signed-in user's role, null for a guest. */
  role: string | null
  /** Database id of the product or variation; null when the given id named none. */
  id: number | null
  edit: ProductEdit
  /** Milliseconds: the edit's modification time. */
  now: number
}

const MAX_NAIRA = 10_000_000_000
const STOCK_STATUS = { IN_STOCK: 'instock', OUT_OF_STOCK: 'outofstock', ON_BACKORDER: 'onbackorder' } as const
const POST_STATUS: Record<string, string> = {
  PUBLISH: 'publish',
  DRAFT: 'draft',
  PENDING: 'pending',
  PRIVATE: 'private',
  TRASH: 'trash',
}
const VISIBILITY = { VISIBLE: 'visible', CATALOG: 'catalog', SEARCH: 'search', HIDDEN: 'hidden' } as const

/**
 * updateProduct: checks everything first (role, product, each value), then writes the product and its derived
 * columns in one transaction and sets its `modified` to now, as WooCommerce's product save does for any change
 * (`wp_update_post`, or its direct `post_modified` update): a status (draft, trash, back to published), a category
 * or a catalogue visibility change included. A variation's edit also resyncs its variable parent (prices, range,
 * availability) and bumps the parent's `modified`. Returns the product to answer with: the edited product, or a
 * variation's parent (the payload's `product` is a `Product`, which a variation is not).
 */
export function editProduct(db: Db, request: EditRequest): Product {
  if (!request.role || !PRODUCT_EDITOR_ROLES.has(request.role)) refuse('product-edit-forbidden')
  const product = request.id === null ? undefined : getProduct(db, request.id)
  if (!product) refuse('product-not-found')
  const { edit } = request
  // Absent fields (and nulls, except salePrice's) keep the stored value, as WooGraphQL skips empty input.
  const given = (field: keyof ProductEdit) =>
    field in edit && (edit[field] !== null || field === 'salePrice') && edit[field] !== undefined
  const fields = Object.keys(edit) as Array<keyof ProductEdit>
  if (!fields.some(given)) refuse('product-edit-nothing')

  const columns: EditableColumns = {}
  if (given('name')) Object.assign(columns, nameColumns(product, edit.name!))
  if (given('regularPrice') || given('salePrice')) {
    if (product.type === 'variable' || product.type === 'grouped')
      refuse('product-prices-not-own', {
        name: product.name,
        from: product.type === 'variable' ? 'variations' : 'products',
      })
    const regular = given('regularPrice') ? kobo('regularPrice', edit.regularPrice!) : product.regular_price
    const sale = !given('salePrice')
      ? product.sale_price
      : edit.salePrice === null
        ? null
        : kobo('salePrice', edit.salePrice!)
    if (sale !== null && sale >= regular) refuse('product-sale-not-below-regular', { sale, regular })
    Object.assign(columns, ownPrices(regular, sale))
  }
  if (given('stockQuantity') || given('manageStock') || given('stockStatus'))
    Object.assign(columns, stockColumns(product, edit, given))
  const ownFields = (['status', 'categories', 'catalogVisibility'] as const).filter(given)
  if (ownFields.length && product.parent_id !== null)
    refuse('product-field-not-for-variation', { field: ownFields[0]! })
  if (given('status'))
    columns.status = POST_STATUS[edit.status!] ?? refuse('product-status-invalid', { status: edit.status! })
  if (given('catalogVisibility')) columns.visibility = VISIBILITY[edit.catalogVisibility!]
  const categories = given('categories') ? categoryIds(db, edit.categories!) : null

  const modified = siteLocalDate(request.now)
  transaction(db, () => {
    const termsBefore = productTermIds(db, product.id)
    updateProductColumns(db, product.id, { ...columns, modified })
    if (categories) setProductCategories(db, product.id, categories)
    if (categories || columns.status) recountTerms(db, [...termsBefore, ...productTermIds(db, product.id)])
    if (product.parent_id !== null) syncVariableParent(db, product.parent_id, modified)
  })
  catalogueChanged(db)
  return getProduct(db, product.parent_id ?? product.id)!
}

/** The categories asked for, every one a product category (WooCommerce refuses an unknown term id). */
function categoryIds(db: Db, input: Array<number | null>): number[] {
  const ids = [...new Set(input.filter((id): id is number => id !== null))]
  const known = new Set(categoryTermIds(db, ids))
  const unknown = ids.find((id) => !known.has(id))
  if (unknown !== undefined) refuse('product-category-unknown', { id: unknown })
  return ids
}

function kobo(field: 'regularPrice' | 'salePrice', naira: number): number {
  if (!Number.isFinite(naira) || naira < 0 || naira > MAX_NAIRA)
    refuse('product-price-invalid', { field, value: naira, max: MAX_NAIRA })
  return Math.round(naira * 100)
}

/** The name as plain text (WordPress filters post titles), and the search text that starts with it. */
function nameColumns(product: Product, input: string): EditableColumns {
  const name = input.replace(/<[^>]*>/g, '').trim()
  if (!name) refuse('product-name-empty')
  const old = product.name.toLowerCase()
  const search = product.search_text
  const rest = search.startsWith(old) ? search.slice(old.length) : search && ` ${search}`
  return { name, search_text: search ? `${name.toLowerCase()}${rest}` : '' }
}

/** Managed stock: the quantity decides the status (WC_Product::validate_props); unmanaged: the status as given. */
function stockColumns(
  product: Product,
  edit: ProductEdit,
  given: (field: keyof ProductEdit) => boolean,
): EditableColumns {
  const reason =
    product.type === 'external'
      ? 'external'
      : product.type === 'variable'
        ? 'variations'
        : product.type === 'grouped'
          ? 'products'
          : null
  if (reason) refuse('product-stock-not-own', { name: product.name, reason })
  const manage = given('manageStock') ? edit.manageStock === true : product.manage_stock === 1
  if (given('stockQuantity')) {
    if (!manage) refuse('product-stock-not-managed', { name: product.name })
    if (edit.stockQuantity! < 0) refuse('product-stock-invalid', { value: edit.stockQuantity! })
  }
  if (!manage)
    return {
      manage_stock: 0,
      stock_quantity: null,
      stock_status: given('stockStatus') ? STOCK_STATUS[edit.stockStatus!] : product.stock_status,
    }
  const quantity = given('stockQuantity') ? edit.stockQuantity! : (product.stock_quantity ?? 0)
  return {
    manage_stock: 1,
    stock_quantity: quantity,
    stock_status: managedStockStatus(quantity, product.backorders),
  }
}

/** A variable product's range and availability follow its variations (as the seed computes them). */
function syncVariableParent(db: Db, parentId: number, modified: string): void {
  const parent = getProduct(db, parentId)
  const variations = getVariations(db, parentId)
  if (parent?.type !== 'variable' || variations.length === 0) return
  updateProductColumns(db, parentId, { ...variableParentColumns(variations), modified })
}
