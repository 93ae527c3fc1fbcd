import type { ActionResult } from '../../domain/shop'
import { useT } from '../../i18n/useT'

/** The message of a failed action in the shopper's language (the backend's own text when it has no key). */
export function useActionMessage(): (result: ActionResult | null) => string | null {
  const { t } = useT()
  return (result) =>
    !result || result.success
      ? null
      : result.errorKey
        ? t(result.errorKey, { defaultValue: result.error })
        : result.error
}
