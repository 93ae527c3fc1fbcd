import type { i18n as I18n } from 'i18next'
import type { PageContext } from 'vike/types'
import { config } from '../src/config'
import { canonicalUrl, documentTitle } from '../src/lib/head'
import { pageHead } from './page-head'

function setMeta(selector: string, attribute: 'content' | 'href', value: string): void {
  document.head.querySelector(selector)?.setAttribute(attribute, value)
}

/** After a client navigation: the new page's title, description and canonical URL. */
export function applyHead(pageContext: PageContext, i18n: I18n): void {
  const head = pageHead(pageContext, i18n)
  const title = documentTitle(head.resolvedTitle, config.siteName)
  document.title = title
  setMeta('meta[name="description"]', 'content', head.description ?? '')
  setMeta('meta[property="og:title"]', 'content', title)
  setMeta('link[rel="canonical"]', 'href', canonicalUrl(head, config.siteUrl))
}
