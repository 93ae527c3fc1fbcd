/**
 * Public configuration: values known at build time and safe to ship to the browser.
 * Read from the environment by `readPublicConfig` (vite.config.ts) and injected as `__PUBLIC_CONFIG__`.
 */
export interface PublicConfig {
  /** The commerce backend's GraphQL endpoint. */
  gqlHost: string
  /** The storefront's own public origin, for canonical URLs and the sitemap. */
  siteUrl: string
  /** Shop name shown in the header and the title template. */
  siteName: string
  productsPerPage: number
  /** How often the client polls `builds/latest.json`, in ms; 0 turns polling off. */
  buildCheckInterval: number
  /** Image service base: `<base>/w_<width>,f_webp/<path>`; empty to use original image URLs. */
  imageService: string
  /** Where the auth token is kept in the browser. */
  authTokenStorage: 'cookie' | 'localStorage'
  /** Send GraphQL queries with GET (mutations always POST). */
  gqlUseGet: boolean
  /** The merchant's public key for the card payment SDK (never the secret key); its hosts: payment-hosts.ts. */
  paymentPublicKey: string
}

export const DEFAULT_GQL_HOST = 'http://127.0.0.1:4000/graphql'
/** The payment simulator's test key (payment-simulator/), the default outside a live shop. */
export const SIMULATOR_PUBLIC_KEY = 'pk_test_embedded_simulator'

type Env = Record<string, string | undefined>

function positiveInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number of 0 or more, got "${value}"`)
  return n
}

/** Reads the public configuration from the environment, with defaults that work with the embedded backend. */
export function readPublicConfig(env: Env): PublicConfig {
  const gqlHost = env.GQL_HOST || DEFAULT_GQL_HOST
  const backendOrigin = new URL(gqlHost).origin
  const storage = env.AUTH_TOKEN_STORAGE || 'cookie'
  if (storage !== 'cookie' && storage !== 'localStorage') {
    throw new Error(`AUTH_TOKEN_STORAGE must be "cookie" or "localStorage", got "${storage}"`)
  }
  const perPage = positiveInt(env.PRODUCTS_PER_PAGE, 'PRODUCTS_PER_PAGE', 24)
  if (perPage === 0) throw new Error('PRODUCTS_PER_PAGE must be at least 1')
  return {
    gqlHost,
    siteUrl: (env.SITE_URL || 'http://localhost:3000').replace(/\/$/, ''),
    siteName: env.SITE_NAME || 'Forge Workstations',
    productsPerPage: perPage,
    buildCheckInterval: positiveInt(env.BUILD_CHECK_INTERVAL, 'BUILD_CHECK_INTERVAL', 60 * 1000),
    imageService: env.IMAGE_SERVICE ?? `${backendOrigin}/_ipx`,
    authTokenStorage: storage,
    gqlUseGet: env.GQL_USE_GET === 'true',
    paymentPublicKey: env.PAYMENT_PUBLIC_KEY || SIMULATOR_PUBLIC_KEY,
  }
}
