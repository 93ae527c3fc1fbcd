import type { i18n as I18n } from 'i18next'
import type { PageContext } from 'vike/types'
import { config } from '../src/config'
import type { HeadData, RoutePayload } from '../src/domain/payloads'

/** The head of the current page: from its payload, else from its `titleKey` setting. */
export function pageHead(pageContext: PageContext, i18n: I18n): HeadData & { resolvedTitle: string } {
  const payload = pageContext.data as RoutePayload | undefined
  const head: HeadData = payload?.head ?? {
    title: pageContext.config.titleKey ?? '',
    titleIsKey: true,
    canonicalPath: pageContext.urlPathname,
    noindex: true,
  }
  const resolvedTitle = head.titleIsKey && head.title ? i18n.t(head.title) : head.title
  return { ...head, resolvedTitle, description: head.description ?? config.siteName }
}
