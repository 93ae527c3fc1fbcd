import type { PageContext } from 'vike/types'

type ErrorContext = Pick<PageContext, 'is404' | 'abortStatusCode' | 'abortReason'> & {
  pageId?: string | null
}

/** What the error page is about: an unknown route, a missing product, or another error with its code. */
export type ErrorKind =
  | { kind: 'page-not-found' }
  | { kind: 'product-not-found' }
  | { kind: 'error'; code: number; reason: string | null }

/**
 * Whether this is the error page: Vike's `_error` page (an unknown route, `is404` true, or a failed render, false),
 * or a page whose payload says it is unavailable (asErrorPage gives it a status). `is404` alone does not tell: Vike
 * gives every prerendered page `is404: false` and every server-rendered one `null`.
 */
export const isErrorPage = (pageContext: ErrorContext) =>
  pageContext.is404 === true ||
  pageContext.abortStatusCode !== undefined ||
  ERROR_PAGE_ID.test(pageContext.pageId ?? '')

/** Vike's id of `pages/_error`. */
const ERROR_PAGE_ID = /(^|\/)_error$/

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
