import { describe, expect, it } from 'vitest'
import {
  avatarOriginFromEnv,
  EARLY_ACTION_SCRIPT_HASH,
  paymentOriginsFromEnv,
  PAYSTACK_WALLET,
  securityHeaders,
} from '../../scripts/serve/security-headers'
import { recordedCase } from '../support/recorded-cases'

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))

describe('the static server’s CSP for the payment SDK', () => {
  it('frames and calls the simulator’s default addresses by default, like the build', () => {
    const csp = securityHeaders({ backendOrigin: 'http://127.0.0.1:4000' })['Content-Security-Policy']!
    expect(directive(csp, 'frame-src')).toBe('frame-src http://127.0.0.1:4301')
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' http://127.0.0.1:4000 http://127.0.0.1:4300",
    )
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${EARLY_ACTION_SCRIPT_HASH}`)
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(paymentOriginsFromEnv({})).toEqual({
      paymentFrameOrigin: 'http://127.0.0.1:4301',
      paymentApiOrigin: 'http://127.0.0.1:4300',
    })
  })

  it('a public shop follows Paystack’s checkout and API, with its device wallet, and nothing else', () => {
    const origins = paymentOriginsFromEnv({ SITE_URL: 'https://forge.example.ng' })
    expect(origins).toEqual({
      paymentFrameOrigin: 'https://checkout.paystack.com',
      paymentApiOrigin: 'https://api.paystack.co',
    })
    const csp = securityHeaders({ backendOrigin: 'https://shop-api.example', ...origins })[
      'Content-Security-Policy'
    ]!
    expect(directive(csp, 'frame-src')).toBe('frame-src https://checkout.paystack.com')
    expect(directive(csp, 'connect-src')).toBe(
      `connect-src 'self' https://shop-api.example https://api.paystack.co ${PAYSTACK_WALLET.connect}`,
    )
    expect(directive(csp, 'script-src')).toBe(
      `script-src 'self' ${EARLY_ACTION_SCRIPT_HASH} ${PAYSTACK_WALLET.script}`,
    )
  })

  it('lets PAYMENT_FRAME_ORIGIN override the frames only', () => {
    expect(
      paymentOriginsFromEnv({
        PAYMENT_FRAME_ORIGIN: 'https://frames.example/x',
        PAYMENT_CHECKOUT_URL: 'https://checkout.example',
        PAYMENT_API_URL: 'https://api.example',
      }),
    ).toEqual({ paymentFrameOrigin: 'https://frames.example', paymentApiOrigin: 'https://api.example' })
  })
})

describe('the static server’s CSP for shoppers’ avatars', () => {
  const imgSrc = (opts: Parameters<typeof securityHeaders>[0]) =>
    directive(securityHeaders(opts)['Content-Security-Policy']!, 'img-src')

  it('allows the host of the avatar URL WordPress gives (viewerView-authed) by default', () => {
    const { data } = recordedCase('viewerView-authed').body as {
      data: { viewer: { avatar: { url: string } } }
    }
    const avatarOrigin = new URL(data.viewer.avatar.url).origin
    expect(avatarOriginFromEnv({})).toEqual({ avatarOrigin })
    expect(imgSrc({ backendOrigin: 'https://shop-api.example' })).toBe(
      `img-src 'self' data: https://shop-api.example ${avatarOrigin}`,
    )
  })

  it('follows AVATAR_HOST, a host or a URL, and leaves avatars out when it is empty', () => {
    expect(avatarOriginFromEnv({ AVATAR_HOST: 'avatars.example' })).toEqual({
      avatarOrigin: 'https://avatars.example',
    })
    expect(avatarOriginFromEnv({ AVATAR_HOST: 'http://127.0.0.1:9000/avatar/' })).toEqual({
      avatarOrigin: 'http://127.0.0.1:9000',
    })
    expect(avatarOriginFromEnv({ AVATAR_HOST: '' })).toEqual({ avatarOrigin: null })
    expect(imgSrc({ backendOrigin: 'https://shop-api.example', avatarOrigin: null })).toBe(
      "img-src 'self' data: https://shop-api.example",
    )
  })
})
