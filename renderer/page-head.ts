import type { PageTexts } from '../src/i18n/page-texts'
import type { PageContext } from 'vike/types'
import { config } from '../src/config'
import type { HeadData, RoutePayload } from '../src/domain/payloads'
import { errorKind, errorPageTitle, isErrorPage } from '../src/features/errors/error-kind'

/**
 * The head of the current page: from its payload, else from its `titleKey` setting; the error page's title names
 * its error ('Page not found', 'Error 500'), never the site name alone; a listing's later pages say their number.
 */
export function pageHead(
  pageContext: PageContext,
  i18n: PageTexts,
): HeadData & { resolvedTitle: string; description: string; image: string } {
  const payload = pageContext.data as RoutePayload | undefined
  const errorPage = isErrorPage(pageContext)
  const head: HeadData = (!errorPage && payload?.head) || {
    title: pageContext.config.titleKey ?? '',
    titleIsKey: true,
    // The error page has no address of its own to point search engines to (it is served for any unknown path).
    canonicalPath: errorPage ? '' : pageContext.urlPathname,
    noindex: true,
  }
  const title = head.titleIsKey && head.title ? i18n.t(head.title) : head.title
  const resolvedTitle = errorPage
    ? errorPageTitle(errorKind(pageContext), (key, values) => i18n.t(key, values))
    : head.page && head.page > 1
      ? i18n.t('listing.pageTitle', { title, page: head.page })
      : title
  const description = head.description
    ? head.descriptionIsKey
      ? i18n.t(head.description)
      : head.description
    : config.siteName
  return { ...head, resolvedTitle, description, image: head.image ?? `${config.siteUrl}/logo.svg` }
}
