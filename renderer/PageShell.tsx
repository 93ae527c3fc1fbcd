import type { i18n as I18n } from 'i18next'
import { useEffect, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { PageContext } from 'vike/types'
import { Layout } from '../src/components/layout/Layout'
import type { PageTexts } from '../src/i18n/page-texts'
import { ShopInit } from '../src/shop-loader/ShopInit'
import { PageContextProvider } from './usePageContext'
import '../src/styles/base.css'
import '../src/styles/early-action.css'

/** Everything around a page: its context, translations and the shared layout. */
export function PageShell({
  pageContext,
  i18n,
  onHydrated,
  children,
}: {
  pageContext: PageContext
  i18n: PageTexts
  /** Called once, after the first page has hydrated (effects run only once the whole tree is committed). */
  onHydrated?: () => void
  children: ReactNode
}) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the first render only
  useEffect(() => onHydrated?.(), [])
  return (
    <PageContextProvider pageContext={pageContext}>
      {/* react-i18next's context carries the texts; components read it through useT (src/i18n/useT.ts). */}
      <I18nextProvider i18n={i18n as I18n}>
        <Layout>{children}</Layout>
        <ShopInit urlPathname={pageContext.urlPathname} />
      </I18nextProvider>
    </PageContextProvider>
  )
}
