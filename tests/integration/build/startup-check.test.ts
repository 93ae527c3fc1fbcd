import { readFileSync } from 'node:fs'
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { checkBackend, type BackendCheckSettings } from '../../../scripts/backend-check/check-backend'
import { LOGOUT_PROBE, SHOP_PROBE } from '../../../scripts/backend-check/probes'
import { LIVE_SCHEMA, recordedCase } from '../../support/recorded-cases'

const GQL = 'https://wp.example/graphql'
const settings: BackendCheckSettings = {
  gqlHost: GQL,
  origin: 'https://shop.example',
  siteOrigin: 'https://shop.example',
  imageService: 'https://wp.example/_ipx',
  imageServiceVariable: undefined,
}

/**
 * A WordPress as the recorded cases show it: the shop probe answered with the recorded `getSiteSettings-ok`
 * title, `getCart-no-session`'s empty-cart total and `getProducts-first-3`'s first image; the logout probe
 * answered with the validation errors of the live schema (graphql-js words them as graphql-php does), with
 * or without `logout`; uploads served, `/_ipx` unknown (404) as on any WordPress.
 */
function wordpress(options: { withLogout?: boolean; total?: string; refuse?: 'getCart-no-origin' } = {}) {
  const sdl = readFileSync(LIVE_SCHEMA, 'utf8')
  const schema: GraphQLSchema = buildSchema(
    options.withLogout === false
      ? sdl.replace(/\n( {2}"{3}[^\n]*"{3}\n)? {2}logout\([\s\S]*?\): LogoutPayload\n/, '\n')
      : sdl,
  )
  const title = (recordedCase('getSiteSettings-ok').body.data as { generalSettings: { title: string } })
    .generalSettings.title
  const cart = recordedCase('getCart-no-session').body.data as { cart: { total: string } }
  const image = (
    recordedCase('getProducts-first-3').body.data as {
      products: { nodes: { image: { sourceUrl: string } }[] }
    }
  ).products.nodes[0]!.image.sourceUrl
  return [
    http.post(GQL, async ({ request }) => {
      if (options.refuse) {
        const refused = recordedCase(options.refuse)
        return HttpResponse.json(refused.body, { status: refused.status })
      }
      const { query } = (await request.json()) as { query: string }
      const errors = validate(schema, parse(query)).map((e) => ({ message: e.message }))
      if (query === LOGOUT_PROBE.query) return HttpResponse.json({ errors })
      expect(errors).toEqual([])
      return HttpResponse.json({
        data: {
          generalSettings: { title },
          cart: { total: options.total ?? cart.cart.total },
          products: { nodes: [{ image: { sourceUrl: image } }] },
        },
      })
    }),
    http.get('https://wp.example/_ipx/*', () => new HttpResponse('Not found', { status: 404 })),
    http.get(/\/wp-content\/uploads\//, () => new HttpResponse(new Uint8Array([1]), { status: 200 })),
    http.get('https://images.example/*', () => new HttpResponse(new Uint8Array([1]), { status: 200 })),
  ]
}

describe("the build's start-up check against a WordPress as recorded", () => {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())

  it('asks nothing the live schema refuses, and finds nothing wrong with a shop set up as documented', async () => {
    expect(validate(buildSchema(readFileSync(LIVE_SCHEMA, 'utf8')), parse(SHOP_PROBE.query))).toEqual([])
    server.use(...wordpress())
    expect(await checkBackend({ ...settings, imageService: 'https://images.example' })).toEqual([])
    expect(await checkBackend({ ...settings, imageService: '', imageServiceVariable: '' })).toEqual([])
  })

  it('says the endpoint cannot be reached, with the request', async () => {
    server.use(http.post(GQL, () => HttpResponse.error()))
    const [finding, ...more] = await checkBackend(settings)
    expect(more).toEqual([])
    expect(finding).toMatchObject({ level: 'error', problem: expect.stringMatching(/could not be reached/) })
    expect(finding!.evidence).toBe(`POST ${GQL} (startupCheckShop) with Origin: https://shop.example`)
  })

  it("says the backend refused the build's Origin and where to allow it (HTTP 403, as recorded)", async () => {
    server.use(...wordpress({ refuse: 'getCart-no-origin' }))
    const findings = await checkBackend({ ...settings, origin: 'https://build.example' })
    expect(findings).toHaveLength(1)
    expect(findings[0]!.problem).toBe(
      "The backend refused the build's Origin https://build.example (HTTP 403: Unauthorized request origin.).",
    )
    expect(findings[0]!.fix).toMatch(
      /Headless Login → Access Control, add https:\/\/shop.example and https:\/\/build.example/,
    )
  })

  it('says the logout mutation is missing (cookie options off), from a document that never runs', async () => {
    server.use(...wordpress({ withLogout: false }))
    const findings = await checkBackend({ ...settings, imageService: '' })
    expect(findings).toHaveLength(1)
    expect(findings[0]).toMatchObject({
      level: 'error',
      problem: expect.stringMatching(/`logout` mutation is missing/),
    })
    expect(findings[0]!.evidence).toMatch(
      /startupCheckLogout.*Cannot query field "logout" on type "RootMutation"/,
    )
  })

  it('says the shop does not sell in naira', async () => {
    // The recorded empty-cart total is "₦0.00"; the same shop set to US dollars prints "$0.00".
    server.use(...wordpress({ total: '&#36;0.00' }))
    const findings = await checkBackend({ ...settings, imageService: '' })
    expect(findings.map((f) => f.problem)).toEqual([
      'The shop does not sell in naira (NGN): an empty cart\'s total reads "&#36;0.00".',
    ])
  })

  it('warns, naming IMAGE_SERVICE, when the default <backend>/_ipx is left for a WordPress (404)', async () => {
    server.use(...wordpress())
    const findings = await checkBackend(settings)
    expect(findings).toHaveLength(1)
    expect(findings[0]).toMatchObject({ level: 'warning' })
    expect(findings[0]!.problem).toMatch(
      /^IMAGE_SERVICE is not set, so images go through https:\/\/wp.example\/_ipx/,
    )
    expect(findings[0]!.evidence).toMatch(
      /^GET https:\/\/wp.example\/_ipx\/w_72,f_webp\/wp-content\/uploads\/.* → HTTP 404$/,
    )
    expect(findings[0]!.fix).toMatch(/IMAGE_SERVICE=/)
  })
})
