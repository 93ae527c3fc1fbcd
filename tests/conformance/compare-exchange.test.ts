import { describe, expect, it } from 'vitest'
import type { RecordedCase } from '../support/recorded-cases'
import { compareExchange } from './compare-exchange'
import type { Answer } from './exchange'
import { messageTemplate } from './messages'
import { judge } from './verdict'

const recorded = (body: RecordedCase['body'], status = 200, session = true): RecordedCase => ({
  operationName: 'cartView',
  case: 'ok',
  note: '',
  query: '',
  variables: {},
  requestHeaders: {},
  sentCredentials: [],
  status,
  responseHeaders: session ? { 'woocommerce-session': '<present: 268 chars>' } : {},
  body,
})
const answer = (body: RecordedCase['body'], status = 200, session: string | null = 'Session x'): Answer => ({
  status,
  body,
  session,
  cors: { allowOrigin: null, allowCredentials: null, exposeHeaders: null },
  headers: {},
})
const wheres = (r: RecordedCase, a: Answer) => compareExchange(r, a).map((d) => d.where)

describe('comparing an embedded answer with a recorded one', () => {
  it('finds nothing where only catalogue values differ', () => {
    const cart = (name: string, total: string) => ({
      cart: { rawTotal: total, contents: { nodes: [{ key: 'a', product: { node: { name } } }] } },
    })
    expect(
      wheres(
        recorded({ data: cart('Colour Calibrator', '3384637.50') }),
        answer({ data: cart('X', '12.00') }),
      ),
    ).toEqual([])
  })

  it('tells a session header CORS does not expose to the storefront', () => {
    const r = recorded({ data: null })
    r.requestHeaders = { origin: 'http://localhost:3700' }
    Object.assign(r.responseHeaders, {
      'access-control-allow-origin': 'http://localhost:3700',
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'X-WPGraphQL-Login-Refresh-Token, woocommerce-session',
    })
    const a = answer({ data: null })
    a.cors = { allowOrigin: 'http://localhost:3700', allowCredentials: 'true', exposeHeaders: 'content-type' }
    expect(wheres(r, a)).toEqual(['cors'])
    a.cors.exposeHeaders = 'woocommerce-session'
    expect(wheres(r, a)).toEqual([])
  })

  it('tells the HTTP status and a missing session header', () => {
    expect(wheres(recorded({ data: null }, 403), answer({ data: null }, 200, null))).toEqual([
      'status',
      'session header',
    ])
  })

  it('tells null from an empty list, and two decimals from whole raw amounts', () => {
    const r = recorded({ data: { cart: { appliedCoupons: null, rawTotal: '10.50' } } })
    const a = answer({ data: { cart: { appliedCoupons: [], rawTotal: '10' } } })
    expect(wheres(r, a)).toEqual(['data.cart.appliedCoupons', 'data.cart.rawTotal'])
  })

  it('tells a missing key and an empty list from a full one', () => {
    const r = recorded({ data: { customer: { orders: { nodes: [{ id: '1' }] }, email: null } } })
    const a = answer({ data: { customer: { orders: { nodes: [] } } } })
    expect(wheres(r, a)).toEqual(['data.customer.email', 'data.customer.orders.nodes'])
  })

  it('compares list items of each type with their own type, and only types both lists hold', () => {
    const r = recorded({
      data: {
        products: [
          { type: 'SIMPLE', rawPrice: '10' },
          { type: 'VARIABLE', rawPrice: '1.00, 2.00' },
        ],
      },
    })
    const simpleOnly = answer({ data: { products: [{ type: 'SIMPLE', rawPrice: '12' }] } })
    const wrongVariable = answer({ data: { products: [{ type: 'VARIABLE', rawPrice: '1, 2' }] } })
    expect(wheres(r, simpleOnly)).toEqual([])
    expect(wheres(r, wrongVariable)).toEqual(['data.products[VARIABLE].rawPrice'])
  })

  it("compares errors' messages as templates, escaping included, and their paths", () => {
    const r = recorded({
      data: { addToCart: null },
      errors: [
        { message: 'You cannot add &quot;Desk&quot; to the cart (2 remaining).', path: ['addToCart'] },
      ],
    })
    expect(
      wheres(
        r,
        answer({
          data: { addToCart: null },
          errors: [
            { message: 'You cannot add &quot;Chair&quot; to the cart (9 remaining).', path: ['addToCart'] },
          ],
        }),
      ),
    ).toEqual([])
    expect(
      wheres(
        r,
        answer({
          data: { addToCart: null },
          errors: [{ message: 'You cannot add "Chair" to the cart (9 remaining).', path: ['cart'] }],
        }),
      ),
    ).toEqual(['errors[0].message', 'errors[0].path'])
  })

  it('keeps the link in a message apart from plain text', () => {
    expect(
      messageTemplate('Please choose product options by visiting <a href="http://x/p/" title="P">P</a>.'),
    ).toBe('Please choose product options by visiting <a href="…" title="…">…</a>.')
  })
})

describe('the allow-list', () => {
  const difference = { where: 'status', recorded: '403', embedded: '200' }
  it('covers the differences it names and no others', () => {
    const verdict = judge(
      [
        { name: 'a', differences: [difference] },
        { name: 'b', differences: [difference] },
        { name: 'c', differences: [] },
      ],
      [{ case: 'a', where: 'status', reason: 'why' }],
    )
    expect([verdict.cases, verdict.equal, verdict.allowed]).toEqual([3, 1, 1])
    expect(verdict.unexpected).toEqual(['b: status: recorded 403 ≠ embedded 200'])
  })

  it('reports an entry that no longer matches a difference', () => {
    const verdict = judge([{ name: 'a', differences: [] }], [{ case: 'a', reason: 'why' }])
    expect(verdict.stale).toEqual(['a: why'])
  })
})
