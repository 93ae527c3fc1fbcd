import type { TFunction } from 'i18next'

/**
 * What a shopper reads for a thrown failure: the client's own words in their language where the message layer
 * worded it (a GqlError's `messageKey`), else the backend's (plain-text) message, else 'Something went wrong'.
 * Duck-typed, so first-load code need not load the GraphQL error module.
 */
export function failureText(t: TFunction, failure: unknown): string {
  if (!(failure instanceof Error) || !failure.message) return t('errors.somethingWrong')
  const key = (failure as { messageKey?: unknown }).messageKey
  return typeof key === 'string' ? t(key, { defaultValue: failure.message }) : failure.message
}
