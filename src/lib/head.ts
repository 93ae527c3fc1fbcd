import type { HeadData } from '../domain/payloads'

/** The title template `'{title} - {site name}'`; the bare site name when a page has no title. */
export function documentTitle(pageTitle: string | undefined, siteName: string): string {
  return pageTitle ? `${pageTitle} - ${siteName}` : siteName
}

/** The absolute canonical URL of a head's path. */
export function canonicalUrl(head: Pick<HeadData, 'canonicalPath'>, siteUrl: string): string {
  return new URL(head.canonicalPath, `${siteUrl}/`).href
}

/** JSON for a `<script type="application/ld+json">`, safe to place inside HTML. */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
