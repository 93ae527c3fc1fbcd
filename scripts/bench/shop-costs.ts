/**
 * `npm run bench:shop-costs -- --endpoint URL [--origin O] [--repeat 5] [--batch 20,50,100] [--concurrency 1,2,4,8]
 * [--server-process php,mariadbd]`: what each kind of request the build sends costs a shop. For every request shape
 * (ids page, listing size, card page, one product, WooGraphQL's details by include and the companion plugin's bulk
 * read at each batch size) the wall time per request and per product, one request after another; with the shop on
 * this machine, also its processes' CPU per product (read from /proc). Then the build's two product reads at each
 * concurrency: products a second and CPU per product. Prints Markdown tables (docs/build-speed-real-stack.md).
 */
import { parseArgs } from 'node:util'
import { formatDocument } from '@urql/core'
import { print } from 'graphql'
import { ProductDetailsByIds } from '../../src/graphql/catalogue/bulk'
import { ListingIdsPage } from '../../src/graphql/catalogue/changes'
import { ProductPagesBulk } from '../../src/graphql/catalogue/product-pages'
import { ProductCardsPage, ProductCategories } from '../../src/graphql/catalogue/queries'
import { measureConcurrency, measureShape, send, type Endpoint } from './shop-costs/measure'
import { requestShapes, type Answer, type RequestShape, type Sample } from './shop-costs/shapes'

const list = (value: string | undefined, fallback: number[]) =>
  value
    ? value
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0)
    : fallback

/** Up to `count` product ids, newest first, by cursor pages of 100 (the build's id read). */
async function sampleIds(endpoint: Endpoint, count: number): Promise<number[]> {
  const ids: number[] = []
  let after: string | null = null
  while (ids.length < count) {
    const { body } = await send(endpoint, print(formatDocument(ListingIdsPage)), {
      first: 100,
      after,
      slug: null,
    })
    const page = body.data?.products as
      | { nodes: { databaseId: number }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } }
      | undefined
    if (!page) throw new Error(`The shop answered no products: ${JSON.stringify(body).slice(0, 300)}`)
    ids.push(...page.nodes.map((node) => node.databaseId))
    if (!page.pageInfo.hasNextPage) break
    after = page.pageInfo.endCursor
  }
  return ids.slice(0, count)
}

async function sampleOf(endpoint: Endpoint, count: number): Promise<Sample> {
  const ids = await sampleIds(endpoint, count)
  const cards = await send(endpoint, print(formatDocument(ProductCardsPage)), {
    first: 1,
    after: null,
    slug: null,
  })
  const categories = await send(endpoint, print(formatDocument(ProductCategories)), {
    first: 20,
    after: null,
  })
  const slug = (cards.body.data?.products?.nodes?.[0] as { slug?: string } | undefined)?.slug
  const category = (categories.body.data?.productCategories?.nodes ?? []) as {
    slug: string
    count: number | null
  }[]
  const largest = [...category].sort((a, b) => (b.count ?? 0) - (a.count ?? 0))[0]
  return { ids, slugs: slug ? [slug] : [], category: largest?.slug ?? null }
}

const fixed = (n: number | null, digits = 1) => (n === null ? '–' : n.toFixed(digits))

async function main() {
  const { values } = parseArgs({
    options: {
      endpoint: { type: 'string' },
      origin: { type: 'string' },
      repeat: { type: 'string' },
      batch: { type: 'string' },
      concurrency: { type: 'string' },
      'server-process': { type: 'string' },
    },
  })
  const url = values.endpoint ?? process.env.GQL_HOST
  if (!url) throw new Error('--endpoint URL (or GQL_HOST) is needed')
  const endpoint: Endpoint = {
    url,
    origin: values.origin ?? process.env.PRERENDER_ORIGIN ?? 'http://localhost:3000',
  }
  const repeat = list(values.repeat, [5])[0]!
  const batchSizes = list(values.batch, [20, 50, 100])
  const levels = list(values.concurrency, [1, 2, 4, 8])
  const processes = (values['server-process'] ?? 'php,mariadbd').split(',').filter(Boolean)
  const sample = await sampleOf(endpoint, 1600)
  console.info(`${sample.ids.length} products sampled from ${url}\n`)

  console.info(
    '| request | products | ms/request | ms/product | server CPU ms/request | server CPU ms/product |',
  )
  console.info('|---|---|---|---|---|---|')
  for (const shape of requestShapes(sample, batchSizes)) {
    const cost = await measureShape(endpoint, shape, repeat, processes)
    if (cost.error) console.info(`| ${cost.shape} | – | – | – | – | not answered: ${cost.error} |`)
    else
      console.info(
        `| ${cost.shape} | ${fixed(cost.products, 0)} | ${fixed(cost.msPerRequest)} | ${fixed(cost.msPerProduct)} | ${fixed(cost.cpuMsPerRequest)} | ${fixed(cost.cpuMsPerProduct)} |`,
      )
  }

  const reads: Array<[string, number, (ids: number[]) => RequestShape]> = [
    [
      'WooGraphQL details by include',
      50,
      (ids) => ({
        name: '',
        query: print(formatDocument(ProductDetailsByIds)),
        variables: { include: ids, first: ids.length },
        products: (body: Answer) => body.data?.products?.nodes?.length ?? 0,
      }),
    ],
    [
      'bulk read',
      100,
      (ids) => ({
        name: '',
        query: print(formatDocument(ProductPagesBulk)),
        variables: { include: ids },
        products: (body: Answer) => body.data?.forgeProductPages?.nodes?.length ?? 0,
      }),
    ],
  ]
  console.info('\n| read | batch | requests at once | products/s | server CPU ms/product |')
  console.info('|---|---|---|---|---|')
  for (const [name, size, shapeFor] of reads) {
    const batches: number[][] = []
    const ids = sample.ids.slice(0, name === 'bulk read' ? 1600 : 400)
    for (let i = 0; i < ids.length; i += size) batches.push(ids.slice(i, i + size))
    for (const concurrency of levels) {
      const cost = await measureConcurrency(endpoint, name, shapeFor, batches, concurrency, processes)
      console.info(
        `| ${name} | ${size} | ${concurrency} | ${fixed(cost.productsPerSecond, 0)} | ${fixed(cost.cpuMsPerProduct)} |`,
      )
    }
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
