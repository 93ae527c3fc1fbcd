import { graphql, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { config } from '../../../src/config'
import { createCatalogueClient } from '../../../src/graphql/catalogue-client'
import { fetchProductBySlug, fetchStockStatus } from '../../../src/graphql/catalogue/api'
import { GqlError } from '../../../src/graphql/errors'
import { ContentNotFound } from '../../../src/page-data/unavailable'
import { liveProductPayload } from '../../../payloads/live'
import { answerAsRecorded } from '../../support/recorded-handler'
import { mockBackend } from './helpers'

/**
 * An unknown product URL is served by the shell, whose client builds the payload live: the real stack answers an
 * unknown slug with the error "No product ID was found corresponding to the slug: …" (not `null`), and that
 * error alone means "not found" (404 screen); any other failure stays an outage (503 screen).
 */
const server = mockBackend()
const client = () => createCatalogueClient(config.gqlHost)

describe('an unknown product slug (recorded answers)', () => {
  it.each(['getProduct-unknown-slug', 'getProduct-unknown-slug-nodebug'])(
    '%s: no product, and the live payload is a not-found',
    async (caseName) => {
      server.use(answerAsRecorded(caseName))
      expect(await fetchProductBySlug(client(), 'no-such-product-xyz')).toBeNull()
      await expect(liveProductPayload('no-such-product-xyz')).rejects.toBeInstanceOf(ContentNotFound)
    },
  )

  it('getStockStatus-unknown-slug: no live stock', async () => {
    server.use(answerAsRecorded('getStockStatus-unknown-slug'))
    expect(await fetchStockStatus(client(), 'no-such-product-xyz')).toBeNull()
  })
})

describe('an outage is not a not-found', () => {
  it.each([
    ['Internal server error', 200],
    ['Service unavailable', 503],
  ])('"%s" (HTTP %i) stays an error', async (message, status) => {
    server.use(
      graphql.query('getProduct', () =>
        HttpResponse.json({ data: { product: null }, errors: [{ message }] } as never, { status }),
      ),
    )
    const error = await liveProductPayload('any').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GqlError)
    expect(error).not.toBeInstanceOf(ContentNotFound)
  })
})
