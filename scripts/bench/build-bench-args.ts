import { parseArgs } from 'node:util'
import { readPublicConfig } from '../../src/config/public-config'
import { requestOrigin } from '../../src/config/request-origin'

/** A real shop to build against, beside the embedded backend with as many products. */
export interface RealShop {
  /** Its GraphQL endpoint (a WordPress's `/graphql`). */
  graphqlUrl: string
  /** The `Origin` the requests carry (its Headless Login lists it); without it, BUILD_ORIGIN or SITE_URL's as a build's. */
  origin?: string
}

export interface BuildBenchArgs {
  /** Catalogue sizes to build from the embedded backend (none with `real`: the shop's size is read from it). */
  sizes: number[]
  real: RealShop | null
}

/** The sizes built when none is given (and no `--real`). */
export const DEFAULT_BUILD_BENCH_SIZES = [10_000]

const USAGE = 'npm run bench:build -- [size …] | --real <shop>/graphql [--real-origin http://localhost:3000]'

/**
 * `npm run bench:build -- 10000 50000`: the embedded builds at those sizes (10,000 without any);
 * `npm run bench:build -- --real http://127.0.0.1:8088/graphql [--real-origin http://localhost:3000]`: a build against
 * that shop, then one against the embedded backend seeded with as many products as the shop has.
 */
export function parseBuildBenchArgs(argv: string[]): BuildBenchArgs {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      options: { real: { type: 'string' }, 'real-origin': { type: 'string' } },
      allowPositionals: true,
      strict: true,
    })
  } catch (error) {
    throw new Error(`${(error as Error).message}\nUsage: ${USAGE}`)
  }
  const { values, positionals } = parsed
  const sizes = positionals.map((text) => {
    const n = Number(text.replace(/_/g, ''))
    if (!Number.isInteger(n) || n < 1)
      throw new Error(`A size is a number of products such as 10000, got "${text}"`)
    return n
  })
  const origin = values['real-origin']
  if (values.real === undefined) {
    if (origin !== undefined) throw new Error(`--real-origin needs --real\nUsage: ${USAGE}`)
    return { sizes: sizes.length ? sizes : DEFAULT_BUILD_BENCH_SIZES, real: null }
  }
  if (sizes.length)
    throw new Error(`--real builds at the shop's own size: leave out the sizes (${sizes.join(', ')})`)
  if (!isHttpUrl(values.real))
    throw new Error(
      `--real takes the shop's GraphQL endpoint, such as http://127.0.0.1:8088/graphql, got "${values.real}"`,
    )
  if (origin !== undefined && !isOrigin(origin))
    throw new Error(`--real-origin takes an origin such as http://localhost:3000, got "${origin}"`)
  return {
    sizes: [],
    real: { graphqlUrl: values.real, ...(origin !== undefined && { origin: new URL(origin).origin }) },
  }
}

function isHttpUrl(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text).protocol)
  } catch {
    return false
  }
}

/** `http(s)://host[:port]`, nothing after it but a slash. */
function isOrigin(text: string): boolean {
  return isHttpUrl(text) && new URL(text).origin === text.replace(/\/$/, '')
}

/** The `Origin` a build against `shop` sends: `--real-origin`, else BUILD_ORIGIN or SITE_URL's, as scripts/build.ts. */
export function realShopOrigin(shop: RealShop, env: Record<string, string | undefined>): string {
  const buildEnv = { ...env, GQL_HOST: shop.graphqlUrl, ...(shop.origin && { BUILD_ORIGIN: shop.origin }) }
  return requestOrigin(buildEnv, readPublicConfig(buildEnv).siteUrl)
}
