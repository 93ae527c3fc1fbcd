// Vike calls this in the browser: hydrates the first page, renders the next ones on navigation.
import type { PageTexts } from '../src/i18n/page-texts'
import { startTransition } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import type { OnRenderClientAsync, PageContext } from 'vike/types'
import { startDeployWatch } from '../src/deploy/deploy-watch'
import { loadLocale } from '../src/i18n/load-locale'
import { readLocalePreference } from '../src/i18n/locale-preference'
import { pageI18n } from '../src/i18n/page-i18n'
import { DEFAULT_LOCALE, htmlLang } from '../src/i18n/locales'
import { applyHead } from './apply-head'
import { keepBackForwardCache } from './keep-back-forward-cache'
import { PageShell } from './PageShell'
import { asErrorPage, readInlinePayload, withPayload } from './route-payload'
import { isUnavailable } from '../src/page-data/unavailable'
import ErrorPage from '../pages/_error/+Page'
import './types'

// At once, not after hydration: a shopper may leave before the page has hydrated.
keepBackForwardCache()

let root: Root | null = null
/** The page shown, whose head a language switch translates again. */
let shown: PageContext | null = null

export const onRenderClient: OnRenderClientAsync = async (pageContext) => {
  if (!root && pageContext.data === undefined) pageContext = withPayload(pageContext, readInlinePayload())
  // A route whose payload could not be had shows the error screen in place (see resolvePayload).
  if (isUnavailable(pageContext.data)) pageContext = asErrorPage(pageContext, pageContext.data)
  const Page = isUnavailable(pageContext.data) ? ErrorPage : pageContext.Page
  const i18n = pageI18n()
  shown = pageContext
  if (!root) {
    // The language switch changes the language in place: the title and description follow it.
    i18n.on('languageChanged', () => {
      if (shown) applyHead(shown, i18n)
    })
    // The HTML is in the default locale: hydrate it as it is, then switch to the shopper's locale (not
    // before: texts that change while the tree hydrates would not match the HTML).
    const page = (
      <PageShell pageContext={pageContext} i18n={i18n} onHydrated={() => switchLocale(pageContext, i18n)}>
        <Page />
      </PageShell>
    )
    // In a transition, React hydrates in slices and yields to the browser between them instead of one long
    // task; an event on a part not hydrated yet makes React hydrate it first and then handle the event.
    startTransition(() => {
      root = hydrateRoot(document.getElementById('root')!, page)
    })
    startDeployWatch()
  } else {
    root.render(
      <PageShell pageContext={pageContext} i18n={i18n}>
        <Page />
      </PageShell>,
    )
    applyHead(pageContext, i18n)
  }
}

function switchLocale(pageContext: PageContext, instance: PageTexts) {
  const locale = readLocalePreference()
  if (locale === DEFAULT_LOCALE) return
  void loadLocale(instance, locale).then(() => {
    document.documentElement.lang = htmlLang(locale)
    applyHead(pageContext, instance)
  })
}
