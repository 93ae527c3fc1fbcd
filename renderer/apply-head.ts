import type { PageTexts } from '../src/i18n/page-texts'
import type { PageContext } from 'vike/types'
import { config } from '../src/config'
import { canonicalUrl, documentTitle } from '../src/lib/head'
import { pageHead } from './page-head'

function setMeta(selector: string, attribute: 'content' | 'href', value: string): void {
  document.head.querySelector(selector)?.setAttribute(attribute, value)
}

/**
 * A head element the page may not have (the canonical link and og:url on the error page, robots elsewhere): its
 * attribute set when `value` is given, made when missing (after the description, where the HTML has them), removed
 * when `value` is null.
 */
function setOptional(
  selector: string,
  make: () => HTMLMetaElement | HTMLLinkElement,
  attribute: 'content' | 'href',
  value: string | null,
): void {
  const found = document.head.querySelector(selector)
  if (value === null) return found?.remove()
  const element = found ?? make()
  element.setAttribute(attribute, value)
  if (!found) document.head.querySelector('meta[name="description"]')?.after(element)
}

const element =
  <K extends 'meta' | 'link'>(tag: K, attributes: Record<string, string>) =>
  () => {
    const made = document.createElement(tag)
    for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value)
    return made
  }

/**
 * After a client navigation or a language switch: the page's title, description, canonical URL, robots and Open
 * Graph tags, as the prerendered HTML of that page has them (renderer/+onRenderHtml.tsx).
 */
export function applyHead(pageContext: PageContext, i18n: PageTexts): void {
  const head = pageHead(pageContext, i18n)
  const title = documentTitle(head.resolvedTitle, config.siteName)
  const canonical = head.canonicalPath ? canonicalUrl(head, config.siteUrl) : null
  document.title = title
  setMeta('meta[name="description"]', 'content', head.description)
  setOptional('link[rel="canonical"]', element('link', { rel: 'canonical' }), 'href', canonical)
  setOptional(
    'meta[name="robots"]',
    element('meta', { name: 'robots' }),
    'content',
    head.noindex ? 'noindex' : null,
  )
  setMeta('meta[property="og:title"]', 'content', title)
  setMeta('meta[property="og:description"]', 'content', head.description)
  setMeta('meta[property="og:type"]', 'content', head.ogType ?? 'website')
  setOptional('meta[property="og:url"]', element('meta', { property: 'og:url' }), 'content', canonical)
  setMeta('meta[property="og:image"]', 'content', head.image)
}
