import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRenderLimit } from '../../src/images/render-limit'
import { startTestBackend, type TestBackend } from '../support/test-backend'

describe('image resizing cannot be abused', () => {
  let shop: TestBackend
  beforeAll(async () => {
    shop = await startTestBackend({ products: 30 })
  })
  afterAll(() => shop.close())

  it('answers malformed modifiers and paths with 400, never 500', async () => {
    const origin = shop.backend.origin
    for (const target of [
      '/_ipx/w_1.5/wp-content/uploads/p/1-1.jpg',
      '/_ipx/w_321/wp-content/uploads/p/1-1.jpg',
      '/_ipx/w_280,h_280,f_avif,q_100/wp-content/uploads/p/1-1.jpg',
      '/_ipx/w_280,f_tiff/wp-content/uploads/p/1-1.jpg',
      '/_ipx/w_280/wp-content/uploads/p/%E0%A4%A.jpg',
      '/_ipx/w_280/http%3A%2F%2F%5B%3A%3A1',
      '/wp-content/uploads/p/%E0%A4%A.jpg',
    ]) {
      const res = await fetch(origin + target)
      expect(res.status, target).toBe(400)
    }
    expect((await fetch(`${origin}/wp-content/uploads/p/1-1-333x333.jpg`)).status).toBe(404)
    const raw = await fetch(`${origin}//a:99999/`)
    expect(raw.status).toBeLessThan(500)
  })

  it('keeps GraphQL answering while many new sizes render', async () => {
    const data = await shop.client().ok(`{ products(first: 4) { nodes { image { sourceUrl } } } }`)
    const paths: string[] = data.products.nodes.map(
      (n: { image: { sourceUrl: string } }) => new URL(n.image.sourceUrl).pathname,
    )
    const renders = paths.flatMap((p) =>
      [144, 440].map((w) => fetch(`${shop.backend.origin}/_ipx/w_${w},f_webp${p}`).then((r) => r.status)),
    )
    let imagesDone = false
    const allImages = Promise.all(renders).then((statuses) => {
      imagesDone = true
      return statuses
    })
    // Signing the new session token needs a libuv thread, like the renders.
    const cart = await shop.client().gql('{ cart { isEmpty } }')
    expect(cart.data).toEqual({ cart: { isEmpty: true } })
    expect(imagesDone).toBe(false)
    expect(await allImages).toEqual(renders.map(() => 200))
  })
})

describe('the render limit', () => {
  it('never runs more than its limit at once, and runs every task', async () => {
    const run = createRenderLimit(2)
    let running = 0
    let most = 0
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        run(async () => {
          most = Math.max(most, ++running)
          await new Promise((resolve) => setTimeout(resolve, 1))
          running--
          if (i === 3) throw new Error('one render fails')
          return i
        }).catch(() => -1),
      ),
    )
    expect(most).toBe(2)
    expect(results.filter((r) => r >= 0)).toHaveLength(11)
  })
})
