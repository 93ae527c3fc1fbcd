import { describe, expect, it } from 'vitest'
import { isShellRoute } from '../../scripts/serve/cache-policy'

describe('shell routes of the static server', () => {
  it('sends the shell for client routes without a prerendered file', () => {
    for (const path of [
      '/order-summary/12',
      '/checkout/order-received/12',
      '/oauth/login/oauth2_generic',
      '/product/new-arrival',
      '/product-category/new-category',
      '/product-category/desktop/page/3',
      '/products/page/42',
      '/products/page/999999',
    ])
      expect(isShellRoute(path), path).toBe(true)
  })

  it('never for a path the client cannot route, which would load the shell again and again', () => {
    for (const path of [
      '/products/page/1234567',
      '/products/page/0',
      '/product-category/desktop/page/x',
      '/product/a/b',
      '/no-such-page',
      '/order-summary/1/2',
    ])
      expect(isShellRoute(path), path).toBe(false)
  })
})
