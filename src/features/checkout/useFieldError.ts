import { useCallback } from 'react'
import { useT } from '../../i18n/useT'
import type { FieldPath } from './checkout-form'
import type { FieldErrors } from './checkout-validation'

/** The translated message of a field's validation error, or null. */
export function useFieldError(errors: FieldErrors): (path: FieldPath, label: string) => string | null {
  const { t } = useT()
  return useCallback(
    (path, label) => {
      const error = errors[path]
      return error ? t(`checkout.errors.${error}`, { field: label }) : null
    },
    [errors, t],
  )
}
