import { parseListingPath } from './listing-route'

/**
 * The one table of the storefront's routes: how each is rendered, when the shop runtime loads on it,
 * and what the static server answers for a path of it that has no file. Plain data and pure
 * functions (no browser or Node API), so the client, the prerender, the static server and the tests
 * all read it.
 */
export interface RouteRule {
  /** The route as Vike and the README write it (`@name` is a parameter). */
  pattern: string
  /** The Vike page folder under pages/ that renders it. */
  page: string
  /**
   * `prerendered`: HTML and a payload per path at build time (catalogue and information pages).
   * `client-only`: a document without a payload; its content comes from the shop runtime.
   */
  rendering: 'prerendered' | 'client-only'
  /** When the shop runtime (GraphQL client, cart) loads: with the page, or on the first user action. */
  store: 'at-once' | 'first-action'
  /**
   * What the static server answers for a path of this route without a file: `shell` rewrites to
   * `/_shell/index.html` (status 200) so the client renders it; `not-found` is the 404 page.
   */
  withoutFile: 'shell' | 'not-found'
  /** Whether a URL path belongs to this route. */
  matches(path: string): boolean
}

const exact =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path.length > 1 ? path.replace(/\/$/, '') : path)
const regex = (pattern: RegExp) => (path: string) => pattern.test(path)

type Rule = Omit<RouteRule, 'rendering' | 'store' | 'withoutFile'> & Partial<RouteRule>

/** Catalogue and information pages: prerendered, the shop loads on the first action. */
const prerendered = (rule: Rule): RouteRule => ({
  rendering: 'prerendered',
  store: 'first-action',
  withoutFile: 'not-found',
  ...rule,
})
/** The shopper's own screens: their content is the session's, so the shop loads with the page. */
const clientOnly = (rule: Rule): RouteRule => ({
  rendering: 'client-only',
  store: 'at-once',
  withoutFile: 'not-found',
  ...rule,
})

export const ROUTES: readonly RouteRule[] = [
  prerendered({ pattern: '/', page: 'index', matches: exact('/') }),
  prerendered({
    pattern: '/products/page/@page',
    page: 'products',
    withoutFile: 'shell',
    matches: (path) => parseListingPath(path)?.category === null,
  }),
  prerendered({
    pattern: '/product-category/@slug/page/@page',
    page: 'product-category',
    withoutFile: 'shell',
    matches: (path) => typeof parseListingPath(path)?.category === 'string',
  }),
  prerendered({
    pattern: '/product/@slug',
    page: 'product',
    withoutFile: 'shell',
    matches: regex(/^\/product\/[^/]+\/?$/),
  }),
  prerendered({ pattern: '/categories', page: 'categories', matches: exact('/categories') }),
  prerendered({ pattern: '/warranty', page: 'warranty', matches: exact('/warranty') }),
  prerendered({ pattern: '/privacy-policy', page: 'privacy-policy', matches: exact('/privacy-policy') }),
  prerendered({
    pattern: '/shipping-and-returns',
    page: 'shipping-and-returns',
    matches: exact('/shipping-and-returns'),
  }),
  clientOnly({ pattern: '/wishlist', page: 'wishlist', store: 'first-action', matches: exact('/wishlist') }),
  clientOnly({ pattern: '/checkout', page: 'checkout', matches: exact('/checkout') }),
  clientOnly({ pattern: '/my-account', page: 'my-account', matches: exact('/my-account') }),
  clientOnly({
    pattern: '/my-account/lost-password',
    page: 'my-account/lost-password',
    matches: exact('/my-account/lost-password'),
  }),
  clientOnly({ pattern: '/order-summary', page: 'order-summary', matches: exact('/order-summary') }),
  clientOnly({
    pattern: '/order-summary/@orderId',
    page: 'order-summary',
    withoutFile: 'shell',
    matches: regex(/^\/order-summary\/[^/]+\/?$/),
  }),
  clientOnly({
    pattern: '/checkout/order-received/@orderId',
    page: 'order-summary',
    withoutFile: 'shell',
    matches: regex(/^\/checkout\/order-received\/[^/]+\/?$/),
  }),
  clientOnly({
    pattern: '/oauth/login/@provider',
    page: 'oauth-login',
    withoutFile: 'shell',
    matches: regex(/^\/oauth\/login\/[^/]+\/?$/),
  }),
]

/** The route a URL path belongs to, or null for a path no page renders. */
export function routeOf(path: string): RouteRule | null {
  return ROUTES.find((route) => route.matches(path)) ?? null
}

/** Whether the shop runtime loads with this page rather than on the first user action. */
export function loadsStoreAtOnce(path: string): boolean {
  return routeOf(path)?.store === 'at-once'
}

/**
 * Whether the static server answers a path without a file with the shell. Only paths the client's
 * routes match: the shell navigates to its own address, and a path no route matches would make it
 * load the document again, and again.
 */
export function isShellRoute(path: string): boolean {
  return routeOf(path)?.withoutFile === 'shell'
}

/** Client-only routes with a fixed path: the prerender writes each one's document (without a payload). */
export function clientOnlyDocuments(): string[] {
  return ROUTES.filter((route) => route.rendering === 'client-only' && !route.pattern.includes('@')).map(
    (route) => route.pattern,
  )
}
