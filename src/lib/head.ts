import type { HeadData } from '../domain/payloads'

/** The title template `'{title} - {site name}'`; the bare site name when a page has no title. */
export function documentTitle(pageTitle: string | undefined, siteName: string): string {
  return pageTitle ? `${pageTitle} - ${siteName}` : siteName
}

/** The absolute canonical URL of a head's path. */
export function canonicalUrl(head: Pick<HeadData, 'canonicalPath'>, siteUrl: string): string {
  return new URL(head.canonicalPath, `${siteUrl}/`).href
}

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g
const ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/** JSON safe to place inside an HTML `<script>` (still valid JSON, with the same value). */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (c) => ESCAPES[c]!)
}
