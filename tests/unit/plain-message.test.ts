import { describe, expect, it } from 'vitest'
import { decodeEntities, plainMessage } from '../../src/graphql/plain-message'
import { isSuccessNotice } from '../../src/graphql/success-notices'

describe('plainMessage: a backend message as the text a shopper reads', () => {
  it('decodes WordPress entities, named and numeric', () => {
    expect(plainMessage('You cannot add &quot;Forge Editor Desktop&quot; &amp; more')).toBe(
      'You cannot add "Forge Editor Desktop" & more',
    )
    expect(plainMessage('Don&#8217;t &#x201C;wait&#x201D; &lt;3')).toBe('Don’t “wait” <3')
  })

  it('removes tags and keeps their text', () => {
    expect(
      plainMessage(
        'Please choose product options by visiting <a href="http://x.test/product/p/" title="P">Forge Pro</a>.',
      ),
    ).toBe('Please choose product options by visiting Forge Pro.')
  })

  it('drops script and style bodies, and leaves escaped markup as visible characters', () => {
    expect(plainMessage('Hi<script>alert(1)</script><style>p{}</style> there')).toBe('Hi there')
    // Escaped markup decodes to characters that are only ever rendered as text.
    expect(plainMessage('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>')
  })

  it('decodes once, and leaves unknown or invalid entities as written', () => {
    expect(decodeEntities('&amp;quot; &bogus; &#0; &#xD800;')).toBe('&quot; &bogus; &#0; &#xD800;')
  })
})

describe('isSuccessNotice', () => {
  it.each([
    'Coupon code applied successfully.',
    'Coupon code removed successfully.',
    '“Forge Editor Desktop” has been added to your cart.',
    'Cart updated.',
  ])('recognises %s', (message) => expect(isSuccessNotice(message)).toBe(true))

  it.each([
    'Invalid payment method.',
    'This coupon has already been applied to the cart',
    'Coupon "x" cannot be applied because it does not exist.',
  ])('leaves a reason alone: %s', (message) => expect(isSuccessNotice(message)).toBe(false))
})
