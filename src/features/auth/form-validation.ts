import type { ActionResult } from '../../domain/shop'

/** A form's own refusal, before anything is sent (its key in locales/*.json and the en_US text). */
const refusal = (errorKey: string, error: string): ActionResult => ({ success: false, error, errorKey })

export const PASSWORDS_DO_NOT_MATCH = refusal(
  'errors.passwordsDoNotMatch',
  'Passwords do not match. Please try again.',
)
export const FIELDS_REQUIRED = refusal('auth.fieldsRequired', 'Please fill in every field.')
export const EMAIL_INVALID = refusal('auth.emailInvalid', 'Please enter a valid email address.')
export const RESET_LOGIN_REQUIRED = refusal(
  'lostPassword.required',
  'Please enter your username or email address.',
)

/** The same loose shape WordPress's is_email() accepts: something@domain.tld, no spaces. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())

/** A new password and its confirmation: both given and equal (compared exactly, spaces count). */
export function checkNewPassword(password: string, confirmation: string): ActionResult | null {
  if (!password || !confirmation) return FIELDS_REQUIRED
  return password === confirmation ? null : PASSWORDS_DO_NOT_MATCH
}

export interface RegistrationForm {
  username: string
  email: string
  password: string
  confirmation: string
}

/** What the registration form checks before sending; the backend has the last word (taken names, …). */
export function checkRegistration(form: RegistrationForm): ActionResult | null {
  if (!form.username.trim() || !form.email.trim()) return FIELDS_REQUIRED
  if (!looksLikeEmail(form.email)) return EMAIL_INVALID
  return checkNewPassword(form.password, form.confirmation)
}

export type PasswordChangeField = 'current' | 'password' | 'confirmation'

/**
 * The password change: the current password and a confirmed new one. A refusal names its field: it is that field's
 * message, shown before anything is sent (never an update that failed).
 */
export function checkPasswordChange(
  current: string,
  password: string,
  confirmation: string,
): { field: PasswordChangeField; refusal: ActionResult } | null {
  if (!current) return { field: 'current', refusal: FIELDS_REQUIRED }
  if (!password) return { field: 'password', refusal: FIELDS_REQUIRED }
  const refusal = checkNewPassword(password, confirmation)
  return refusal ? { field: 'confirmation', refusal } : null
}

/** The reset request needs a username or an email address. */
export function checkResetRequest(login: string): ActionResult | null {
  return login.trim() ? null : RESET_LOGIN_REQUIRED
}
