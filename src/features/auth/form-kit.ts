// What the guest account forms (login, registration, lost and new password) take from outside the feature.
export { FormMessage, InputField, useResultMessage, useSubmit } from '../../components/form'
export type { ActionResult } from '../../domain/shop'
export { useT } from '../../i18n/useT'
