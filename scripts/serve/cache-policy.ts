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

/** Which paths without a file get the shell: the route table says it per route. */
export { isShellRoute } from '../../src/routing/route-table'
