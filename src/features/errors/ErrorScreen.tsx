import { useEffect, useState } from 'react'
import { useT } from '../../i18n/useT'
import { usePageContext } from '../../../renderer/usePageContext'

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

  const code = pageContext.abortStatusCode ?? (pageContext.is404 ? 404 : 500)
  const reason = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : null
  let title: string
  let message: string | null = null
  if (reason === 'Product not found') title = t('errors.productNotFound')
  else if (pageContext.is404 && !reason) title = t('errors.pageNotFound', { path })
  else {
    title = t('errors.errorCode', { code })
    message = reason
      ? t(`errors.${reason}`, { defaultValue: reason })
      : code >= 500
        ? t('errors.somethingWrong')
        : null
  }
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
