import { parseListingPath } from '../../src/routing/listing-route'

/** Cache-Control per file, as a CDN in front of the static output should set it. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (urlPath.startsWith('/builds/meta/')) return 'public, max-age=31536000, immutable'
  if (urlPath === '/builds/latest.json') return 'no-cache'
  // HTML, payloads, indexes, sitemap: always revalidated, so a deploy is seen at once.
  return 'public, max-age=0, must-revalidate'
}

/** Crawlers get a plain 404 status, without the error page. */
export function isBot(userAgent: string | undefined): boolean {
  return (
    !!userAgent &&
    /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|lighthouse-ci|headlesschrome-bot/i.test(
      userAgent,
    )
  )
}

/**
 * Routes without a prerendered file that the client can still render: they get the shell document
 * (client-only screens, and catalogue routes added after the build, whose payload is built live).
 */
const SHELL_ROUTES = [
  /^\/order-summary\/[^/]+\/?$/,
  /^\/checkout\/order-received\/[^/]+\/?$/,
  /^\/oauth\/login\/[^/]+\/?$/,
  /^\/product\/[^/]+\/?$/,
]

/**
 * Only paths the client's routes match: the shell navigates to its own address, and a path no route
 * matches would make it load the document again, and again.
 */
export function isShellRoute(urlPath: string): boolean {
  return SHELL_ROUTES.some((pattern) => pattern.test(urlPath)) || parseListingPath(urlPath) !== null
}
