import { describe, expect, it } from 'vitest'
import { keptResponseHeaders, redact, redactText } from './redact'

describe('what a recording keeps of a real answer', () => {
  it('replaces tokens, order keys and personal e-mails, keeps the plan’s test e-mails', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIzIn0.c2lnbmF0dXJl'
    expect(
      redact({
        authToken: jwt,
        message: `Order wc_order_AbC123xyz for shopper@gmail.com; demo@example.com and g-1@example.org stay`,
      }),
    ).toEqual({
      authToken: '<JWT>',
      message: 'Order wc_order_<KEY> for <EMAIL>; demo@example.com and g-1@example.org stay',
    })
  })

  it('shortens the server’s folders in stack traces, never a URL', () => {
    const trace =
      '"/srv/sites/shop/public/wp-content/plugins/x/a.php:60", "/srv/sites/shop/public/wp-includes/b.php:1", ' +
      '"/srv/sites/shop/public/wp-settings.php:9", "https://shop.example/blog/wp-content/uploads/p.jpg"'
    expect(redactText(trace)).toBe(
      '"<wordpress>/wp-content/plugins/x/a.php:60", "<wordpress>/wp-includes/b.php:1", ' +
        '"<wordpress>/wp-settings.php:9", "https://shop.example/blog/wp-content/uploads/p.jpg"',
    )
  })

  it('shortens a library’s folders outside WordPress too', () => {
    expect(redactText('"/opt/stack/deps/graphql-php/src/Executor/ReferenceExecutor.php:749"')).toBe(
      '"<server>/…/src/Executor/ReferenceExecutor.php:749"',
    )
  })

  it('keeps CORS, content type and the presence of a session header, not its token', () => {
    expect(
      keptResponseHeaders({
        'access-control-allow-origin': 'http://localhost:3700',
        'content-type': 'application/json; charset=UTF-8',
        'woocommerce-session': 'Session eyJ.abc.def',
        'set-cookie': 'wordpress_logged_in=secret',
        'x-powered-by': 'PHP/8.2',
      }),
    ).toEqual({
      'access-control-allow-origin': 'http://localhost:3700',
      'content-type': 'application/json; charset=UTF-8',
      'woocommerce-session': '<present: 19 chars>',
    })
  })
})
