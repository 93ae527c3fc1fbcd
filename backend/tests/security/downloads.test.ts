import Database from 'better-sqlite3'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../support/test-backend'
import { ADD_TO_CART, CHECKOUT, checkoutInput } from '../support/shop-documents'

// Issue 9, reproduction 7: a guest's product query showed `downloads.file`, and the file was served to anyone.

const ITEMS = `{ customer { downloadableItems(first: 10) { nodes { url downloadUrl downloadsRemaining accessExpires
  download { file } product { databaseId } } } } }`
const PRODUCT_FILES = `{ products(first: 100, where: { typeIn: [SIMPLE] }) { nodes { databaseId
  ... on SimpleProduct { downloadable virtual stockStatus downloads { name file } } } } }`

describe('paid downloads: only through an order’s download link', () => {
  let shop: TestBackend
  let db: Database.Database
  let link: URL

  beforeAll(async () => {
    shop = await startTestBackend()
    // The test changes a permission's limit, expiry and order status as a shop manager would.
    db = new Database(path.join(shop.dataDir, 'shop.sqlite'))
    const owner = shop.client()
    await owner.login('demo', 'demo-password')
    const item = (await owner.ok(ITEMS)).customer.downloadableItems.nodes[0]
    link = new URL(item.url)
  })
  afterAll(async () => {
    db.close()
    await shop.close()
  })

  const get = (url: URL | string, token?: string) =>
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  const withParams = (changes: Record<string, string | null>) => {
    const url = new URL(link)
    for (const [key, value] of Object.entries(changes))
      if (value === null) url.searchParams.delete(key)
      else url.searchParams.set(key, value)
    return url
  }
  const setPermission = (column: string, value: number | null) =>
    db
      .prepare(`UPDATE download_permissions SET ${column} = ? WHERE order_key = ?`)
      .run(value, link.searchParams.get('order'))

  it('product queries name the downloads but give nobody their file address', async () => {
    const products = (await shop.client().ok(PRODUCT_FILES)).products.nodes
    const downloads = products.flatMap((p: { downloads?: object[] }) => p.downloads ?? [])
    expect(downloads.length).toBeGreaterThan(0)
    for (const d of downloads) expect(d).toMatchObject({ name: expect.any(String), file: null })
    const owner = shop.client()
    await owner.login('demo', 'demo-password')
    for (const d of (await owner.ok(PRODUCT_FILES)).products.nodes.flatMap(
      (p: { downloads?: object[] }) => p.downloads ?? [],
    ))
      expect(d).toMatchObject({ file: null })
  })

  it('gives the buyer WooCommerce’s download link (order key, billing email, file id), never the file path', async () => {
    const owner = shop.client()
    await owner.login('demo', 'demo-password')
    const item = (await owner.ok(ITEMS)).customer.downloadableItems.nodes[0]
    for (const url of [item.url, item.downloadUrl, item.download.file]) {
      expect(url).not.toContain('/uploads/downloads/')
      expect(Object.fromEntries(new URL(url).searchParams)).toEqual({
        download_file: String(item.product.databaseId),
        order: expect.stringMatching(/^wc_order_/),
        email: 'demo@example.com',
        key: expect.any(String),
      })
    }
    expect(item).toMatchObject({ downloadsRemaining: null, accessExpires: null })
  })

  it('refuses the file’s own path and links that do not match a permission', async () => {
    const direct = await get(`${shop.backend.origin}/wp-content/uploads/downloads/any.zip`)
    expect(direct.status).toBe(403)
    expect(await direct.text()).toMatch(/only through the download link/)
    expect((await get(`${shop.backend.origin}/wp-content/uploads/%64ownloads/any.zip`)).status).toBe(403)
    const forged: Array<Record<string, string | null>> = [
      { email: null },
      { email: 'stranger@example.com' },
      { order: 'wc_order_AAAAAAAAAAAAAAAA' },
      { key: 'dl-other' },
      { download_file: '1' },
      { download_file: 'x' },
      { order: null },
    ]
    for (const changes of forged) {
      const res = await get(withParams(changes))
      expect(res.status, JSON.stringify(changes)).toBe(404)
      expect(await res.text()).toBe('Invalid download link.')
    }
  })

  it('serves the owner by the link, or by their sign-in without the email; another account is refused', async () => {
    const res = await get(link)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.zip"$/)
    expect(await res.text()).toMatch(/^Demo download: /)
    // The email is compared as WooCommerce compares it: letter case does not matter.
    expect((await get(withParams({ email: 'DEMO@example.com' }))).status).toBe(200)

    const owner = shop.client()
    await owner.login('demo', 'demo-password')
    expect((await get(withParams({ email: null }), owner.authToken!)).status).toBe(200)
    const other = shop.client()
    await other.login('ada', 'ada-password')
    expect((await get(withParams({ email: null }), other.authToken!)).status).toBe(404)
  })

  it('counts the remaining downloads down and refuses at zero', async () => {
    setPermission('downloads_remaining', 2)
    const owner = shop.client()
    await owner.login('demo', 'demo-password')
    expect((await get(link)).status).toBe(200)
    expect((await owner.ok(ITEMS)).customer.downloadableItems.nodes[0].downloadsRemaining).toBe(1)
    const [a, b] = await Promise.all([get(link), get(link)])
    expect([a.status, b.status].sort()).toEqual([200, 403])
    const refused = await get(link)
    expect(refused.status).toBe(403)
    expect(await refused.text()).toBe('Sorry, you have reached your download limit for this file')
    expect((await owner.ok(ITEMS)).customer.downloadableItems.nodes[0].downloadsRemaining).toBe(0)
    const active = `{ customer { downloadableItems(where: { hasDownloadsRemaining: true }) { nodes { url } } } }`
    // The demo's other order (a licence with downloads left, seed/demo-downloads.ts) still lists its own file.
    const stillActive = (await owner.ok(active)).customer.downloadableItems.nodes.map(
      (n: { url: string }) => n.url,
    )
    expect(stillActive).not.toContain(link.href)
    setPermission('downloads_remaining', null)
  })

  it('refuses an expired download and an order that no longer permits downloads', async () => {
    setPermission('access_expires', Math.floor(Date.now() / 1000) - 60)
    const expired = await get(link)
    expect(expired.status).toBe(403)
    expect(await expired.text()).toBe('Sorry, this download has expired')
    setPermission('access_expires', null)

    db.prepare(`UPDATE orders SET status = 'refunded' WHERE order_key = ?`).run(
      link.searchParams.get('order'),
    )
    const refunded = await get(link)
    expect(refunded.status).toBe(403)
    expect(await refunded.text()).toBe('Invalid order.')
    db.prepare(`UPDATE orders SET status = 'completed' WHERE order_key = ?`).run(
      link.searchParams.get('order'),
    )
    expect((await get(link)).status).toBe(200)
  })

  it('grants a guest’s order its downloads once it is paid, with the product’s limit, on the session’s order list', async () => {
    const guest = shop.client()
    const { databaseId } = (await guest.ok(PRODUCT_FILES)).products.nodes.find(
      (p: { downloadable?: boolean }) => p.downloadable,
    )
    db.prepare('UPDATE products SET download_limit = 1, download_expiry = 30 WHERE id = ?').run(databaseId)
    // Cash on delivery is not offered for a cart that ships nothing: the download goes beside a shipped product.
    const shipped = (await guest.ok(PRODUCT_FILES)).products.nodes.find(
      (p: { downloadable?: boolean; virtual?: boolean; stockStatus?: string }) =>
        !p.downloadable && !p.virtual && p.stockStatus === 'IN_STOCK',
    )
    await guest.ok(ADD_TO_CART, { input: { productId: databaseId, quantity: 1 } })
    await guest.ok(ADD_TO_CART, { input: { productId: shipped.databaseId, quantity: 1 } })
    const order = (await guest.ok(CHECKOUT, { input: checkoutInput() })).checkout.order
    // The guest reads the order through the session's orders (WooGraphQL refuses order(ORDER_KEY) to shoppers).
    const ORDERS = `{ customer { orders { nodes { orderKey status
      downloadableItems { nodes { url downloadsRemaining accessExpires } } } } } }`
    // Cash on delivery holds an order with a download, no file yet (WooCommerce's COD gateway; real stack: on-hold).
    const held = (await guest.ok(ORDERS)).customer.orders.nodes.find(
      (o: { orderKey: string }) => o.orderKey === order.orderKey,
    )
    expect(held).toMatchObject({ status: 'ON_HOLD', downloadableItems: { nodes: [] } })
    // The shop marks it paid (processing), as a manager does when the cash came.
    db.prepare('UPDATE orders SET status = ? WHERE order_key = ?').run('processing', order.orderKey)
    const receipt = await guest.ok(ORDERS)
    const mine = receipt.customer.orders.nodes.find(
      (o: { orderKey: string }) => o.orderKey === order.orderKey,
    )
    const [item] = mine.downloadableItems.nodes
    expect(item.downloadsRemaining).toBe(1)
    expect(Date.parse(`${item.accessExpires}Z`) - Date.now()).toBeGreaterThan(29 * 86_400_000)
    expect(new URL(item.url).searchParams.get('email')).toBe('bola@example.com')
    expect((await get(item.url)).status).toBe(200)
    expect((await get(item.url)).status).toBe(403)
  })
})
