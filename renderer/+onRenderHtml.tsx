// Vike calls this on the server (prerender, dev) to turn a page into the HTML document.
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { OnRenderHtmlAsync } from 'vike/types'
import { config } from '../src/config'
import shopTexts from '../locales/shop/en_US.json'
import { createI18n } from '../src/i18n/create-i18n'
import { DEFAULT_LOCALE } from '../src/i18n/locales'
import { addShopTexts } from '../src/i18n/shop-texts'
import { cacheTranslations } from '../src/i18n/translation-cache'
import { EARLY_ACTION_SCRIPT } from '../src/lib/early-action'
import { canonicalUrl, documentTitle, jsonLdScript } from '../src/lib/head'
import { lcpImagePreload } from './lcp-preload'
import { pageHead } from './page-head'
import { withoutScriptPreloads } from './script-preloads'
import { PageShell } from './PageShell'
import { inlinePayloadScript, prerenderedPayload, withPayload } from './route-payload'
import './types'

// The HTML is always rendered in the default locale, so one instance serves every page (nothing in it
// changes from one page to the next), and its texts are remembered.
let i18n: ReturnType<typeof createI18n> | null = null

/** The server instance has every text: the shop's as well, though the prerendered HTML shows none of them. */
function serverI18n() {
  const instance = createI18n()
  addShopTexts(instance, DEFAULT_LOCALE, shopTexts)
  return cacheTranslations(instance)
}

export const onRenderHtml: OnRenderHtmlAsync = async (pageContext) => {
  i18n ??= serverI18n()
  const inlinePayload = prerenderedPayload(pageContext)
  pageContext = withPayload(pageContext, inlinePayload)
  const { Page } = pageContext
  const appHtml = Page
    ? renderToString(
        <PageShell pageContext={pageContext} i18n={i18n}>
          <Page />
        </PageShell>,
      )
    : ''
  const head = pageHead(pageContext, i18n)
  const title = documentTitle(head.resolvedTitle, config.siteName)
  const canonical = head.canonicalPath ? canonicalUrl(head, config.siteUrl) : null
  const jsonLd = (head.jsonLd ?? [])
    .map((data) => `<script type="application/ld+json">${jsonLdScript(data)}</script>`)
    .join('')

  const documentHtml = escapeInject`<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <meta name="description" content="${head.description}" />
    ${canonical ? escapeInject`<link rel="canonical" href="${canonical}" />` : ''}
    ${head.noindex ? dangerouslySkipEscape('<meta name="robots" content="noindex" />') : ''}
    <meta property="og:site_name" content="${config.siteName}" />
    <meta property="og:title" content="${title}" />
    <meta property="og:description" content="${head.description}" />
    <meta property="og:type" content="${head.ogType ?? 'website'}" />
    ${canonical ? escapeInject`<meta property="og:url" content="${canonical}" />` : ''}
    <meta property="og:image" content="${head.image}" />
    <meta name="theme-color" content="#0f172a" />
    <meta name="build-id" content="${pageContext.buildId ?? ''}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script>${dangerouslySkipEscape(EARLY_ACTION_SCRIPT)}</script>
    ${dangerouslySkipEscape(lcpImagePreload(appHtml))}
    ${dangerouslySkipEscape(jsonLd)}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(appHtml)}</div>
    ${dangerouslySkipEscape(inlinePayload ? inlinePayloadScript(pageContext, inlinePayload) : '')}
  </body>
</html>`
  return { documentHtml, injectFilter: withoutScriptPreloads }
}
