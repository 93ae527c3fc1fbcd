/**
 * The edit-product tool's core, a plain GraphQL client of the backend: signs in as the shop manager with the `login`
 * mutation the storefront uses, finds the product by slug, and changes its price, sale, stock, status, categories or
 * catalogue visibility with updateProduct (`Authorization: Bearer`). Tests and the storefront's e2e call
 * `editProduct` directly; `edit-product.ts` is its CLI.
 */

export interface EditProductOptions {
  /** The backend's GraphQL endpoint, e.g. `http://127.0.0.1:4000/graphql`. */
  graphqlUrl: string
  /** The shop manager's password (the backend's SHOP_MANAGER_PASSWORD). */
  password: string
  /** A product's slug, or the database id of a product or a variation. */
  product: string | number
  /** New regular price, in naira. */
  price?: number
  /** New sale price, in naira; `null` ends the sale. */
  salePrice?: number | null
  /** New stock quantity; the product's stock becomes managed. */
  stock?: number
  /** New status, as WordPress names it: `publish`, `draft`, `pending`, `private` or `trash`. */
  status?: string
  /** The product's categories from now on, by slug. */
  categories?: string[]
  /** Catalogue visibility: `visible`, `catalog`, `search` or `hidden`. */
  visibility?: string
  /** Defaults to `manager`. */
  username?: string
}

export interface EditedPrices {
  databaseId: number
  name: string
  /** Formatted as the shop shows them (`₦1,250,000.00`; a variable product's range `₦1 - ₦2`). */
  price: string | null
  regularPrice: string | null
  salePrice: string | null
  onSale: boolean
  /** UTC, `YYYY-MM-DDTHH:MM:SS`. */
  modifiedGmt: string
}

export interface EditedProduct extends EditedPrices {
  slug: string
  /** ProductTypesEnum: SIMPLE, EXTERNAL, VARIATION, … */
  type: string
  /** Null when the stock is not managed. */
  stockQuantity: number | null
  stockStatus: string | null
  /** Site local time (Lagos). */
  modified: string
  /** For a variation: its variable product, with the price range recomputed. */
  parent?: EditedPrices
}

/** A refusal worth showing as is: wrong password, unknown product, nothing asked, a value the shop refused. */
export class EditProductError extends Error {
  override name = 'EditProductError'
}

const LOGIN = `mutation EditProductLogin($username: String!, $password: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) { authToken }
}`
const FIND = `query EditProductFind($slug: ID!) { product(id: $slug, idType: SLUG) { databaseId } }`
const CATEGORIES = `query EditProductCategories($slug: [String]) {
  productCategories(first: 100, where: { slug: $slug, hideEmpty: false }) { nodes { databaseId slug } }
}`
const FIELDS =
  'databaseId name slug type onSale modified modifiedGmt price regularPrice salePrice stockQuantity stockStatus'
const UPDATE = `mutation EditProduct($input: UpdateProductInput!) {
  updateProduct(input: $input) {
    product {
      databaseId name slug type onSale modified modifiedGmt
      ... on ProductWithPricing { price regularPrice salePrice }
      ... on InventoriedProduct { stockQuantity stockStatus }
      ... on VariableProduct { variations(first: 1000) { nodes { ${FIELDS} } } }
    }
  }
}`

type Node = Omit<EditedProduct, 'parent'> & { variations?: { nodes: Array<Omit<EditedProduct, 'parent'>> } }

async function call<T>(url: string, query: string, variables: object, token?: string): Promise<T> {
  // The site's own origin: an access control that lists origins (Headless Login's) always lets it through.
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    origin: new URL(url).origin,
  }
  if (token) headers.authorization = `Bearer ${token}`
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) })
  const body = (await response.json().catch(() => null)) as {
    data?: T
    errors?: Array<{ message: string }>
  } | null
  if (!body) throw new EditProductError(`${url} answered HTTP ${response.status} without a GraphQL response`)
  if (body.errors?.length) throw new GraphQLRefusal(body.errors.map((e) => e.message).join(' '))
  return body.data as T
}

class GraphQLRefusal extends Error {}

function checkNumber(label: string, value: number | null | undefined) {
  if (value != null && (!Number.isFinite(value) || value < 0))
    throw new EditProductError(`${label} must be a number of 0 or more, got ${value}`)
}

/** Signs in as the shop manager and applies the asked changes to one product; answers the product as it now is. */
export async function editProduct(options: EditProductOptions): Promise<EditedProduct> {
  const { graphqlUrl: url, price, salePrice, stock, status, categories, visibility } = options
  const asked = [price, salePrice, stock, status, categories, visibility]
  if (asked.every((value) => value === undefined))
    throw new EditProductError(
      'Nothing to change: give a price, a sale price (or no sale), a stock quantity, a status, categories or a visibility.',
    )
  checkNumber('The price', price)
  checkNumber('The sale price', salePrice)
  checkNumber('The stock', stock)
  if (stock !== undefined && !Number.isInteger(stock))
    throw new EditProductError(`The stock must be a whole number, got ${stock}`)
  const username = options.username ?? 'manager'

  let token: string
  try {
    const data = await call<{ login: { authToken: string } }>(url, LOGIN, {
      username,
      password: options.password,
    })
    token = data.login.authToken
  } catch (error) {
    if (!(error instanceof GraphQLRefusal)) throw error
    throw new EditProductError(
      error.message === 'The user could not be logged in.'
        ? `Could not sign in as "${username}": wrong password, or the backend runs without SHOP_MANAGER_PASSWORD.`
        : `Could not sign in as "${username}": ${error.message}`,
    )
  }

  const id = await productId(url, options.product, token)
  const input: Record<string, unknown> = { id: String(id) }
  if (price !== undefined) input.regularPrice = price
  if (salePrice !== undefined) input.salePrice = salePrice
  if (stock !== undefined) Object.assign(input, { manageStock: true, stockQuantity: stock })
  if (status !== undefined) input.status = status.trim().toUpperCase()
  if (visibility !== undefined) input.catalogVisibility = visibility.trim().toUpperCase()
  if (categories !== undefined) input.categories = await categoryIds(url, categories, token)
  let product: Node
  try {
    product = (await call<{ updateProduct: { product: Node } }>(url, UPDATE, { input }, token)).updateProduct
      .product
  } catch (error) {
    if (!(error instanceof GraphQLRefusal)) throw error
    if (error.message === 'No product found matching the ID provided')
      throw new EditProductError(`No product or variation has the database id ${id}.`)
    throw new EditProductError(`The shop refused the change: ${error.message}`)
  }
  if (product.databaseId === id) return withoutVariations(product)
  const variation = product.variations?.nodes.find((v) => v.databaseId === id)
  if (!variation)
    throw new EditProductError(`The shop answered another product (${product.databaseId}) than ${id}`)
  return { ...variation, parent: pricesOf(product) }
}

async function productId(url: string, product: string | number, token: string): Promise<number> {
  const text = String(product).trim()
  if (/^\d+$/.test(text)) return Number(text)
  const unknown = new EditProductError(`No product has the slug "${text}".`)
  // WooGraphQL refuses an unknown slug ("No product ID was found corresponding to the slug: …").
  const data = await call<{ product: { databaseId: number } | null }>(url, FIND, { slug: text }, token).catch(
    (error: unknown) => {
      throw error instanceof GraphQLRefusal && error.message.startsWith('No product ID was found')
        ? unknown
        : error
    },
  )
  if (!data.product) throw unknown
  return data.product.databaseId
}

async function categoryIds(url: string, slugs: string[], token: string): Promise<number[]> {
  if (!slugs.length) return []
  const data = await call<{ productCategories: { nodes: { databaseId: number; slug: string }[] } }>(
    url,
    CATEGORIES,
    { slug: slugs },
    token,
  )
  const ids = new Map(data.productCategories.nodes.map((node) => [node.slug, node.databaseId]))
  const unknown = slugs.find((slug) => !ids.has(slug))
  if (unknown !== undefined) throw new EditProductError(`No product category has the slug "${unknown}".`)
  return slugs.map((slug) => ids.get(slug)!)
}

function withoutVariations(node: Node): EditedProduct {
  const { variations: _variations, ...product } = node
  return product
}

const pricesOf = (p: Node): EditedPrices => ({
  databaseId: p.databaseId,
  name: p.name,
  price: p.price,
  regularPrice: p.regularPrice,
  salePrice: p.salePrice,
  onSale: p.onSale,
  modifiedGmt: p.modifiedGmt,
})

/** What the CLI prints: name, price(s), stock and modification time. */
export function describeEdit(p: EditedProduct): string[] {
  const prices = p.onSale
    ? `${p.price} on sale (regular ${p.regularPrice}, sale ${p.salePrice})`
    : `${p.price} (no sale)`
  const lines = [
    `${p.name} (database id ${p.databaseId}, ${p.type.toLowerCase()})`,
    `  price:         ${prices}`,
    `  stock:         ${p.stockQuantity ?? 'not managed'} (${p.stockStatus ?? 'unknown'})`,
    `  modified GMT:  ${p.modifiedGmt}`,
  ]
  if (p.parent)
    lines.push(
      `${p.parent.name} (its variable product, database id ${p.parent.databaseId})`,
      `  price range:   ${p.parent.price}${p.parent.onSale ? ' on sale' : ''}`,
      `  modified GMT:  ${p.parent.modifiedGmt}`,
    )
  return lines
}
