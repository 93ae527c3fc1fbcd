import { useEffect, useState } from 'react'
import { useT } from '../../i18n/useT'
import { usePageContext } from '../../../renderer/usePageContext'
import { errorKind, errorPageTitle } from './error-kind'

/**
 * The error page: 'Page not found: {path}' for an unknown route, 'Product not found' for a missing
 * product, otherwise 'Error {code}' (404 by default) with the message when there is one.
 */
export function ErrorScreen() {
  const { t } = useT()
  const pageContext = usePageContext()
  const [path, setPath] = useState(pageContext.urlPathname)
  // The 404 document is one static file: show the path the shopper actually asked for (again after
  // a client navigation to another unknown path, which keeps this screen mounted).
  useEffect(() => setPath(window.location.pathname), [pageContext.urlPathname])

  const error = errorKind(pageContext)
  const title =
    error.kind === 'page-not-found' ? t('errors.pageNotFound', { path }) : errorPageTitle(error, t)
  const message =
    error.kind !== 'error'
      ? null
      : error.reason
        ? t(`errors.${error.reason}`, { defaultValue: error.reason })
        : error.code >= 500
          ? t('errors.somethingWrong')
          : null
  return (
    <div className="container error-page" data-testid="error-page">
      <h1>{title}</h1>
      {message && <p>{message}</p>}
      <a className="button button-primary" href="/">
        {t('errors.backHome')}
      </a>
    </div>
  )
}
