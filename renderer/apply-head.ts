import type { i18n as I18n } from 'i18next'
import type { PageContext } from 'vike/types'
import { config } from '../src/config'
import { canonicalUrl, documentTitle } from '../src/lib/head'
import { pageHead } from './page-head'

function setMeta(selector: string, attribute: 'content' | 'href', value: string): void {
  document.head.querySelector(selector)?.setAttribute(attribute, value)
}

/** The `robots: noindex` meta, there only when the page asks for it. */
function setNoindex(noindex: boolean): void {
  const meta = document.head.querySelector('meta[name="robots"]')
  if (!noindex) return meta?.remove()
  if (meta) return
  const created = document.createElement('meta')
  created.name = 'robots'
  created.content = 'noindex'
  document.head.querySelector('link[rel="canonical"]')?.after(created)
}

/**
 * After a client navigation or a language switch: the page's title, description, canonical URL, robots and Open
 * Graph tags, as the prerendered HTML of that page has them (renderer/+onRenderHtml.tsx).
 */
export function applyHead(pageContext: PageContext, i18n: I18n): void {
  const head = pageHead(pageContext, i18n)
  const title = documentTitle(head.resolvedTitle, config.siteName)
  const canonical = canonicalUrl(head, config.siteUrl)
  document.title = title
  setMeta('meta[name="description"]', 'content', head.description)
  setMeta('link[rel="canonical"]', 'href', canonical)
  setNoindex(head.noindex === true)
  setMeta('meta[property="og:title"]', 'content', title)
  setMeta('meta[property="og:description"]', 'content', head.description)
  setMeta('meta[property="og:type"]', 'content', head.ogType ?? 'website')
  setMeta('meta[property="og:url"]', 'content', canonical)
  setMeta('meta[property="og:image"]', 'content', head.image)
}
