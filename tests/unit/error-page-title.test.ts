import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import de from '../../locales/de_DE.json'
import { pageHead } from '../../renderer/page-head'
import { errorKind } from '../../src/features/errors/error-kind'
import { createI18n } from '../../src/i18n/create-i18n'

const context = (extra: Partial<PageContext>) =>
  ({ config: {}, urlPathname: '/nowhere', data: undefined, ...extra }) as unknown as PageContext

describe('the error page', () => {
  it('names its error in the document title, in the locale (not the site name alone)', () => {
    const i18n = createI18n()
    expect(pageHead(context({ is404: true }), i18n).resolvedTitle).toBe('Page not found')
    expect(pageHead(context({ is404: false, abortStatusCode: 500 }), i18n).resolvedTitle).toBe('Error 500')
    expect(
      pageHead(context({ is404: true, abortStatusCode: 404, abortReason: 'Product not found' }), i18n)
        .resolvedTitle,
    ).toBe('Product not found')
    i18n.addResourceBundle('de_DE', 'translation', de)
    void i18n.changeLanguage('de_DE')
    expect(pageHead(context({ is404: true }), i18n).resolvedTitle).toBe('Seite nicht gefunden')
  })

  it('says Error 404 when no code is given (SPEC: default 404)', () => {
    expect(errorKind({ is404: false })).toEqual({ kind: 'error', code: 404, reason: null })
  })

  it('leaves other pages their own title, whatever is404 Vike gives them', () => {
    const wishlist = { config: { titleKey: 'nav.wishlist' } as never, pageId: '/pages/wishlist' }
    // Vike gives a prerendered page is404: false and a server-rendered one null.
    for (const is404 of [undefined, false, null])
      expect(pageHead(context({ ...wishlist, is404 }), createI18n()).resolvedTitle).toBe('Wishlist')
    const payload = { head: { title: 'Forge Studio Pro', canonicalPath: '/product/forge-studio-pro' } }
    const product = context({ is404: false, pageId: '/pages/product', data: payload })
    expect(pageHead(product, createI18n())).toMatchObject({
      resolvedTitle: 'Forge Studio Pro',
      canonicalPath: '/product/forge-studio-pro',
    })
  })

  it("names the error on Vike's error page even when is404 is false (a failed render)", () => {
    const failed = context({ is404: false, pageId: '/pages/_error', data: { head: { title: 'Home' } } })
    expect(pageHead(failed, createI18n()).resolvedTitle).toBe('Error 404')
  })
})
