import { useCallback } from 'react'
import { useT } from '../../i18n/useT'

/** A refusal as actions give it: the backend's (or the form's) text, its locale key and the key's values. */
export type Refusal = {
  success: false
  error: string
  errorKey?: string
  errorValues?: Record<string, string>
}

/** The message of a failed submission in the shopper's language (the backend's own text when it has no key). */
export function useResultMessage(): (result: { success: true } | Refusal | null) => string | null {
  const { t } = useT()
  return useCallback(
    (result) =>
      !result || result.success
        ? null
        : result.errorKey
          ? t(result.errorKey, { ...result.errorValues, defaultValue: result.error })
          : result.error,
    [t],
  )
}
