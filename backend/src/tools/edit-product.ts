/**
 * `npm run edit-product -- --graphql http://127.0.0.1:4000/graphql --product <slug or database id>
 *    [--price <naira>] [--sale-price <naira> | --no-sale] [--stock <n>] [--status publish|draft|trash|…]
 *    [--categories <slug,slug>] [--visibility visible|catalog|search|hidden]`
 * Signs in as the shop manager (password from SHOP_MANAGER_PASSWORD) and edits one product through updateProduct;
 * prints its name, price(s), stock and modifiedGmt. The work is done by editProduct (product-editor.ts).
 */
import { parseArgs } from 'node:util'
import { EditProductError, describeEdit, editProduct } from './product-editor'

const USAGE =
  'Usage: npm run edit-product -- --graphql http://127.0.0.1:PORT/graphql --product <slug or database id> ' +
  '[--price <naira>] [--sale-price <naira> | --no-sale] [--stock <n>] [--status publish|draft|pending|private|trash] ' +
  '[--categories <slug,slug>] [--visibility visible|catalog|search|hidden]  (password from SHOP_MANAGER_PASSWORD)'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function number(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const parsed = value.trim() === '' ? NaN : Number(value.replace(/[₦,\s]/g, ''))
  if (!Number.isFinite(parsed)) fail(`--${flag} must be a number, got "${value}"\n${USAGE}`)
  return parsed
}

let values
try {
  ;({ values } = parseArgs({
    options: {
      graphql: { type: 'string', default: 'http://127.0.0.1:4000/graphql' },
      product: { type: 'string' },
      price: { type: 'string' },
      'sale-price': { type: 'string' },
      'no-sale': { type: 'boolean', default: false },
      stock: { type: 'string' },
      status: { type: 'string' },
      categories: { type: 'string' },
      visibility: { type: 'string' },
    },
  }))
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`)
}

const password = process.env.SHOP_MANAGER_PASSWORD
if (!password)
  fail("Set SHOP_MANAGER_PASSWORD to the shop manager's password (the one the backend was started with).")
if (!values.product) fail(`--product is required\n${USAGE}`)
if (values['sale-price'] !== undefined && values['no-sale']) fail('Give --sale-price or --no-sale, not both.')

try {
  const product = await editProduct({
    graphqlUrl: values.graphql,
    password,
    product: values.product,
    price: number('price', values.price),
    salePrice: values['no-sale'] ? null : number('sale-price', values['sale-price']),
    stock: number('stock', values.stock),
    status: values.status,
    categories: values.categories
      ?.split(',')
      .map((slug) => slug.trim())
      .filter(Boolean),
    visibility: values.visibility,
  })
  for (const line of describeEdit(product)) console.info(line)
} catch (error) {
  if (error instanceof EditProductError) fail(error.message)
  if (error instanceof TypeError && /fetch failed/.test(error.message))
    fail(`Cannot reach ${values.graphql}: is the backend running?`)
  throw error
}
