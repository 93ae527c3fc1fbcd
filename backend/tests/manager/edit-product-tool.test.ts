import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EditProductError, editProduct } from '../../src/tools/product-editor'
import { LOGIN, type ShopClient } from '../support/test-backend'
import { findSimpleProduct } from '../support/shop-documents'
import { MANAGER_PASSWORD, startManagerBackend, type ManagerBackend } from '../support/manager-backend'

describe('the edit-product tool (editProduct) and the shop manager account', () => {
  let shop: ManagerBackend
  let guest: ShopClient
  const edit = (options: Partial<Parameters<typeof editProduct>[0]>) =>
    editProduct({
      graphqlUrl: shop.backend.graphqlUrl,
      password: MANAGER_PASSWORD,
      product: '',
      ...options,
    })
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(EditProductError)
    return (error as Error).message
  }

  beforeAll(async () => {
    shop = await startManagerBackend({
      rateLimits: {
        loginFailures: {
          perIp: { limit: 50, windowSeconds: 900 },
          perIpAccount: { limit: 3, windowSeconds: 900 },
        },
      },
    })
    guest = shop.client()
  })
  afterAll(() => shop.close())

  it('signs in as manager, finds the product by slug and sets its price, sale and stock', async () => {
    const product = await findSimpleProduct(guest)
    shop.now = Date.UTC(2025, 7, 1, 10, 0, 0)
    const edited = await edit({ product: product.slug, price: 250_000, salePrice: 199_999.5, stock: 12 })
    expect(edited).toMatchObject({
      databaseId: product.databaseId,
      name: product.name,
      type: 'SIMPLE',
      price: '₦199,999.50',
      regularPrice: '₦250,000.00',
      salePrice: '₦199,999.50',
      onSale: true,
      stockQuantity: 12,
      stockStatus: 'IN_STOCK',
      modified: '2025-08-01T11:00:00',
      modifiedGmt: '2025-08-01T10:00:00',
    })
    const seen = await guest.ok(
      `query($s: ID!) { product(id: $s, idType: SLUG) { ... on SimpleProduct { price stockQuantity } } }`,
      {
        s: product.slug,
      },
    )
    expect(seen.product).toEqual({ price: '₦199,999.50', stockQuantity: 12 })
    const noSale = await edit({ product: product.databaseId, salePrice: null })
    expect(noSale).toMatchObject({ price: '₦250,000.00', salePrice: null, onSale: false })
  })

  it("edits a variation by database id and answers its variable product's new range", async () => {
    const variable = (
      await guest.ok(`{ products(first: 1, where: { typeIn: [VARIABLE] }) { nodes { databaseId
        ... on VariableProduct { variations { nodes { databaseId } } } } } }`)
    ).products.nodes[0]
    const id = variable.variations.nodes[0].databaseId
    const edited = await edit({ product: String(id), price: 2_000, stock: 0 })
    expect(edited).toMatchObject({ databaseId: id, type: 'VARIATION', price: '₦2,000.00', stockQuantity: 0 })
    expect(edited.parent).toMatchObject({ databaseId: variable.databaseId, modifiedGmt: edited.modifiedGmt })
    expect(edited.parent!.price).toMatch(/^₦2,000\.00 - ₦/)
  })

  it('unpublishes a product, and publishes it again in other categories (by slug, as the manager sees drafts)', async () => {
    const product = await findSimpleProduct(guest, 3, 'desktop')
    const inLaptops = async () =>
      (
        await guest.ok(`{ products(first: 100, where: { categoryIn: ["laptop"] }) { nodes { databaseId } } }`)
      ).products.nodes.map((node: { databaseId: number }) => node.databaseId) as number[]
    shop.now = Date.UTC(2025, 7, 2, 10, 0, 0)
    const drafted = await edit({ product: product.slug, status: 'draft' })
    expect(drafted.modifiedGmt).toBe('2025-08-02T10:00:00')
    const hidden = `query($s: ID!) { product(id: $s, idType: SLUG) { databaseId } }`
    expect((await guest.ok(hidden, { s: product.slug })).product).toBeNull()
    await edit({ product: product.slug, status: 'publish', categories: ['laptop'] })
    expect(await inLaptops()).toContain(product.databaseId)
    await edit({ product: product.slug, categories: ['desktop'] })
    expect(await inLaptops()).not.toContain(product.databaseId)
  })

  it('explains a wrong password, an unknown product, a refused value and nothing asked', async () => {
    const product = await findSimpleProduct(guest)
    expect(await refusal(edit({ product: product.slug }))).toBe(
      'Nothing to change: give a price, a sale price (or no sale), a stock quantity, a status, categories or a visibility.',
    )
    expect(await refusal(edit({ product: 'no-such-product', price: 1 }))).toBe(
      'No product has the slug "no-such-product".',
    )
    expect(await refusal(edit({ product: 987654, price: 1 }))).toBe(
      'No product or variation has the database id 987654.',
    )
    expect(await refusal(edit({ product: product.slug, categories: ['no-such-category'] }))).toBe(
      'No product category has the slug "no-such-category".',
    )
    expect(await refusal(edit({ product: product.slug, price: 1, salePrice: 5 }))).toBe(
      'The shop refused the change: The sale price (₦5.00) must be lower than the regular price (₦1.00).',
    )
    expect(await refusal(edit({ product: product.slug, price: 1, password: 'wrong' }))).toBe(
      'Could not sign in as "manager": wrong password, or the backend runs without SHOP_MANAGER_PASSWORD.',
    )
  })

  it('counts failed manager logins against the rate limit like any account', async () => {
    const product = await findSimpleProduct(guest)
    // One failure above, two more reach the limit of 3; then even the right password waits.
    for (let i = 0; i < 2; i++) await refusal(edit({ product: product.slug, price: 1, password: 'wrong' }))
    expect(await refusal(edit({ product: product.slug, price: 300_000 }))).toBe(
      'Could not sign in as "manager": Too many failed login attempts. Please try again in 15 minutes.',
    )
    shop.now += 16 * 60_000
    expect((await edit({ product: product.slug, price: 300_000 })).regularPrice).toBe('₦300,000.00')
  })

  it('changes the password at start and has no usable manager account without one', async () => {
    const login = (password: string) => shop.client().gql(LOGIN, { username: 'manager', password })
    await shop.restart({ managerPassword: 'a-new-password' })
    expect((await login(MANAGER_PASSWORD)).errors?.[0]?.message).toBe('The user could not be logged in.')
    const signedIn = await login('a-new-password')
    expect(signedIn.errors).toBeUndefined()
    expect(signedIn.data.login.user).toMatchObject({ username: 'manager', email: 'manager@example.com' })
    await shop.restart({ managerPassword: undefined })
    expect((await login('a-new-password')).errors?.[0]?.message).toBe('The user could not be logged in.')
  })
})
