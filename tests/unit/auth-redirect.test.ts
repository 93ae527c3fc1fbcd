import { describe, expect, it } from 'vitest'
import { guestViewHref } from '../../src/features/auth/account-links'
import { redirectAfterLogin, safeRedirectPath } from '../../src/features/auth/redirect-after-login'

describe('where a login goes', () => {
  it.each([
    ['', '/my-account'],
    ['?redirect=%2Fcheckout', '/checkout'],
    ['?redirect=/checkout', '/checkout'],
    ['?redirect=/product/x%3Fa%3D1', '/product/x?a=1'],
    ['?redirect=/my-account%3Ftab%3Dorders%23top', '/my-account?tab=orders#top'],
    ['?tab=orders', '/my-account'],
    ['?redirect=', '/my-account'],
  ])('%s → %s', (search, target) => {
    expect(redirectAfterLogin(search)).toBe(target)
  })

  it.each([
    '//evil.com',
    '//evil.com/checkout',
    '/\\evil.com',
    '\\\\evil.com',
    'https://evil.com/checkout',
    'http:/evil.com',
    'javascript:alert(1)',
    'checkout',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /checkout',
    '/%0a/evil.com'.replace('%0a', '\n'),
  ])('never leaves the site: %j', (target) => {
    expect(safeRedirectPath(target)).toBeNull()
    expect(redirectAfterLogin(`?${new URLSearchParams({ redirect: target })}`)).toBe('/my-account')
  })

  it('keeps an encoded slash as a path, not a host', () => {
    expect(safeRedirectPath('/%2F/evil.com')).toBe('/%2F/evil.com')
  })

  it('links login and registration forms with the redirect kept, and only a safe one', () => {
    expect(guestViewHref('register', '/checkout')).toBe('/my-account?action=register&redirect=%2Fcheckout')
    expect(guestViewHref('login', '/checkout')).toBe('/my-account?redirect=%2Fcheckout')
    expect(guestViewHref('register', '//evil.com')).toBe('/my-account?action=register')
    expect(guestViewHref('login', null)).toBe('/my-account')
  })
})
