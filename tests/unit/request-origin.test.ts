import { describe, expect, it } from 'vitest'
import { requestOrigin } from '../../src/config/request-origin'

describe('requestOrigin (the Origin the build sends)', () => {
  it("is the storefront's origin from SITE_URL", () => {
    expect(requestOrigin({}, 'https://shop.example/store')).toBe('https://shop.example')
  })

  it('is BUILD_ORIGIN when set, and refuses anything but an origin', () => {
    expect(requestOrigin({ BUILD_ORIGIN: 'https://build.example:8443/' }, 'https://shop.example')).toBe(
      'https://build.example:8443',
    )
    expect(() =>
      requestOrigin({ BUILD_ORIGIN: 'https://build.example/path' }, 'https://shop.example'),
    ).toThrow(/BUILD_ORIGIN must be an origin/)
    expect(() => requestOrigin({ BUILD_ORIGIN: 'build.example' }, 'https://shop.example')).toThrow(
      /BUILD_ORIGIN must be an origin/,
    )
  })
})
