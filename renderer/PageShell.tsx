import type { i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { PageContext } from 'vike/types'
import { Layout } from '../src/components/layout/Layout'
import { ShopInit } from '../src/shop-loader/ShopInit'
import { PageContextProvider } from './usePageContext'
import '../src/styles/base.css'

/** Everything around a page: its context, translations and the shared layout. */
export function PageShell({
  pageContext,
  i18n,
  children,
}: {
  pageContext: PageContext
  i18n: I18n
  children: ReactNode
}) {
  return (
    <PageContextProvider pageContext={pageContext}>
      <I18nextProvider i18n={i18n}>
        <Layout>{children}</Layout>
        <ShopInit urlPathname={pageContext.urlPathname} />
      </I18nextProvider>
    </PageContextProvider>
  )
}
