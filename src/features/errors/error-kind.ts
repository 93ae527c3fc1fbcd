import type { PageContext } from 'vike/types'

type ErrorContext = Pick<PageContext, 'is404' | 'abortStatusCode' | 'abortReason'>

/** What the error page is about: an unknown route, a missing product, or another error with its code. */
export type ErrorKind =
  | { kind: 'page-not-found' }
  | { kind: 'product-not-found' }
  | { kind: 'error'; code: number; reason: string | null }

/** Vike gives the error page `is404` (true or false); no other page has it, except the unavailable payload's. */
export const isErrorPage = (pageContext: ErrorContext) =>
  pageContext.is404 !== undefined || pageContext.abortStatusCode !== undefined

/** The error, read from the page context; the code is 404 when none is given (SPEC: 'Error {code}', default 404). */
export function errorKind(pageContext: ErrorContext): ErrorKind {
  const reason = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : null
  if (reason === 'Product not found') return { kind: 'product-not-found' }
  if (pageContext.is404 && !reason) return { kind: 'page-not-found' }
  return { kind: 'error', code: pageContext.abortStatusCode ?? 404, reason }
}

/** The document title's page part (the site name is added by the title template): it names the error. */
export function errorPageTitle(
  error: ErrorKind,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  if (error.kind === 'page-not-found') return t('errors.pageNotFoundTitle')
  if (error.kind === 'product-not-found') return t('errors.productNotFound')
  return t('errors.errorCode', { code: error.code })
}
