import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopClient } from '../support/test-backend'
import { findSimpleProduct } from '../support/shop-documents'
import { UPDATE_PRODUCT, startManagerBackend, type ManagerBackend } from '../support/manager-backend'

const FORBIDDEN = 'You do not have permission to edit this product'
const BY_SLUG = `query($slug: ID!) { product(id: $slug, idType: SLUG) { databaseId name modified modifiedGmt onSale
  ... on SimpleProduct { price regularPrice salePrice stockQuantity stockStatus manageStock } } }`
const toGlobalId = (id: number) => Buffer.from(`post:${id}`).toString('base64')

describe('updateProduct', () => {
  let shop: ManagerBackend
  let guest: ShopClient
  let manager: ShopClient
  let product: Awaited<ReturnType<typeof findSimpleProduct>>
  const read = async () => (await guest.ok(BY_SLUG, { slug: product.slug })).product
  const refusal = async (client: ShopClient, input: object) => {
    const result = await client.gql(UPDATE_PRODUCT, { input })
    expect(result.data.updateProduct).toBeNull()
    return result.errors?.[0]?.message
  }

  beforeAll(async () => {
    shop = await startManagerBackend()
    guest = shop.client()
    manager = await shop.manager()
    product = await findSimpleProduct(guest)
  })
  afterAll(() => shop.close())

  it('refuses guests and customers with WooGraphQL’s message, changing nothing', async () => {
    const before = await read()
    shop.now += 60_000
    const input = { id: String(product.databaseId), regularPrice: 1 }
    expect(await refusal(guest, input)).toBe(FORBIDDEN)
    const customer = shop.client()
    await customer.login('demo', 'demo-password')
    expect(await refusal(customer, input)).toBe(FORBIDDEN)
    // Whether a product exists is not told to those who may not edit it.
    expect(await refusal(customer, { id: '987654', regularPrice: 1 })).toBe(FORBIDDEN)
    expect(await read()).toEqual(before)
  })

  it('lets the shop manager change prices (global or database id); the product shows them and modifiedGmt moves', async () => {
    const before = await read()
    shop.now = Date.UTC(2025, 6, 1, 8, 30, 0)
    const result = await manager.ok(UPDATE_PRODUCT, {
      input: {
        clientMutationId: 'm1',
        id: toGlobalId(product.databaseId),
        regularPrice: 500_000,
        salePrice: 450_000,
      },
    })
    expect(result.updateProduct).toMatchObject({
      clientMutationId: 'm1',
      product: { databaseId: product.databaseId, price: '₦450,000.00', onSale: true },
    })
    const after = await read()
    expect(after).toMatchObject({
      price: '₦450,000.00',
      regularPrice: '₦500,000.00',
      salePrice: '₦450,000.00',
      onSale: true,
      modified: '2025-07-01T09:30:00',
      modifiedGmt: '2025-07-01T08:30:00',
    })
    expect(after.modifiedGmt).not.toBe(before.modifiedGmt)
    const onSale =
      await guest.ok(`{ products(first: 200, where: { onSale: true, minPrice: 450000, maxPrice: 450000 }) {
      nodes { databaseId } } }`)
    expect(onSale.products.nodes).toContainEqual({ databaseId: product.databaseId })

    await manager.ok(UPDATE_PRODUCT, { input: { id: String(product.databaseId), salePrice: null } })
    expect(await read()).toMatchObject({ price: '₦500,000.00', salePrice: null, onSale: false })
  })

  it('keeps the stock status with the quantity while stock is managed, and as given when it is not', async () => {
    const id = String(product.databaseId)
    await manager.ok(UPDATE_PRODUCT, { input: { id, stockQuantity: 0, stockStatus: 'IN_STOCK' } })
    expect(await read()).toMatchObject({ stockQuantity: 0, stockStatus: 'OUT_OF_STOCK', manageStock: 'TRUE' })
    await manager.ok(UPDATE_PRODUCT, { input: { id, stockQuantity: 7 } })
    expect(await read()).toMatchObject({ stockQuantity: 7, stockStatus: 'IN_STOCK' })
    await manager.ok(UPDATE_PRODUCT, { input: { id, manageStock: false, stockStatus: 'ON_BACKORDER' } })
    expect(await read()).toMatchObject({
      stockQuantity: null,
      stockStatus: 'ON_BACKORDER',
      manageStock: 'FALSE',
    })
    await manager.ok(UPDATE_PRODUCT, {
      input: { id, manageStock: true, stockQuantity: 4, name: ' Renamed <b>Box</b> ' },
    })
    expect(await read()).toMatchObject({ stockQuantity: 4, stockStatus: 'IN_STOCK', name: 'Renamed Box' })
    const found = await guest.ok(
      `{ products(first: 5, where: { search: "renamed box" }) { nodes { databaseId } } }`,
    )
    expect(found.products.nodes).toEqual([{ databaseId: product.databaseId }])
  })

  it('unpublishes, hides, recategorises and republishes a product; each listing and count follows, modifiedGmt moves', async () => {
    const id = String(product.databaseId)
    const listed = async (where = '') =>
      (
        await guest.ok(`{ products(first: 100, where: { visibility: VISIBLE, status: "publish"${where} }) {
          found nodes { databaseId } } }`)
      ).products as { found: number; nodes: { databaseId: number }[] }
    const categories = async () =>
      new Map(
        (
          await guest.ok(`{ productCategories(first: 20) { nodes { databaseId slug count } } }`)
        ).productCategories.nodes.map((c: { slug: string; databaseId: number; count: number }) => [
          c.slug,
          c,
        ]),
      ) as Map<string, { databaseId: number; count: number }>
    const all = (await listed()).found
    const before = await categories()
    const own = (
      await guest.ok(
        `query($id: ID!) { product(id: $id, idType: DATABASE_ID) {
        productCategories { nodes { slug } } } }`,
        { id },
      )
    ).product.productCategories.nodes.map((c: { slug: string }) => c.slug) as string[]
    const other = [...before.keys()].find((slug) => !own.includes(slug))!

    shop.now = Date.UTC(2025, 7, 1, 10, 0, 0)
    const drafted = await manager.ok(UPDATE_PRODUCT, { input: { id, status: 'DRAFT' } })
    expect(drafted.updateProduct.product.modifiedGmt).toBe('2025-08-01T10:00:00')
    expect((await listed()).found).toBe(all - 1)
    // A draft is nobody's to see but an editor's (WPGraphQL answers its model as null).
    expect((await guest.ok(BY_SLUG, { slug: product.slug })).product).toBeNull()
    expect((await manager.ok(BY_SLUG, { slug: product.slug })).product.databaseId).toBe(product.databaseId)
    for (const slug of own) expect((await categories()).get(slug)!.count).toBe(before.get(slug)!.count - 1)

    await manager.ok(UPDATE_PRODUCT, { input: { id, status: 'PUBLISH', catalogVisibility: 'HIDDEN' } })
    expect((await listed()).found).toBe(all - 1)
    await manager.ok(UPDATE_PRODUCT, { input: { id, catalogVisibility: 'VISIBLE' } })
    expect((await listed()).found).toBe(all)

    shop.now = Date.UTC(2025, 7, 2, 10, 0, 0)
    const moved = await manager.ok(UPDATE_PRODUCT, {
      input: { id, categories: [before.get(other)!.databaseId] },
    })
    expect(moved.updateProduct.product.modifiedGmt).toBe('2025-08-02T10:00:00')
    const inOther = await listed(`, categoryIn: ["${other}"]`)
    expect(inOther.found).toBe(before.get(other)!.count + 1)
    expect((await categories()).get(other)!.count).toBe(before.get(other)!.count + 1)
    for (const slug of own) expect((await categories()).get(slug)!.count).toBe(before.get(slug)!.count - 1)

    await manager.ok(UPDATE_PRODUCT, {
      input: { id, categories: own.map((slug) => before.get(slug)!.databaseId) },
    })
    expect(await categories()).toEqual(before)
    expect(await refusal(manager, { id, status: 'FUTURE' })).toBe(
      "A product's status is one of PUBLISH, DRAFT, PENDING, PRIVATE or TRASH, got FUTURE.",
    )
    expect(await refusal(manager, { id, categories: [987_654] })).toBe(
      'No product category has the id 987654.',
    )
  })

  it('refuses bad input with a clear message and changes nothing', async () => {
    const variable = (
      await guest.ok(`{ products(first: 1, where: { typeIn: [VARIABLE] }) { nodes { databaseId name } } }`)
    ).products.nodes[0]
    const external = (
      await guest.ok(`{ products(first: 1, where: { typeIn: [EXTERNAL] }) { nodes { databaseId name } } }`)
    ).products.nodes[0]
    const before = await read()
    shop.now += 60_000
    const id = String(product.databaseId)
    const cases: Array<[object, string]> = [
      [{ id, regularPrice: -5 }, 'The regular price must be between 0 and 10000000000 naira, got -5.'],
      [
        { id, salePrice: 500_000 },
        'The sale price (₦500,000.00) must be lower than the regular price (₦500,000.00).',
      ],
      [
        { id, regularPrice: 100, salePrice: 200, name: 'Not applied' },
        'The sale price (₦200.00) must be lower than the regular price (₦100.00).',
      ],
      [{ id, stockQuantity: -1 }, 'The stock quantity must be 0 or more, got -1.'],
      [
        { id, manageStock: false, stockQuantity: 3 },
        `The stock of "${before.name}" is not managed: send manageStock: true with stockQuantity.`,
      ],
      [{ id, name: '  ' }, 'The product name cannot be empty.'],
      [
        { id },
        'Nothing to change: give at least one of name, regularPrice, salePrice, stockQuantity, manageStock, stockStatus, status, categories or catalogVisibility.',
      ],
      [{ id: '987654', regularPrice: 1 }, 'No product found matching the ID provided'],
      [{ id: 'not-an-id', regularPrice: 1 }, 'No product found matching the ID provided'],
      [
        { id: String(variable.databaseId), regularPrice: 1 },
        `"${variable.name}" takes its prices from its variations: edit those instead.`,
      ],
      [
        { id: String(external.databaseId), stockQuantity: 1 },
        `"${external.name}" is an external product: it has no stock to edit.`,
      ],
    ]
    for (const [input, message] of cases) expect(await refusal(manager, input)).toBe(message)
    expect(await read()).toEqual(before)
    // Fields the backend does not implement are not in its UpdateProductInput: GraphQL refuses them.
    const sku = await manager.gql(UPDATE_PRODUCT, { input: { id, sku: 'X-1' } })
    expect(sku.errors?.[0]?.message).toMatch(/Field "sku" is not defined by type "UpdateProductInput"/)
  })
})
