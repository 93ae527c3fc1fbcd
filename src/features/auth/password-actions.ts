import type { ActionResult } from '../../domain/shop'
import { GqlError } from '../../graphql/errors'
import { failureOf } from '../../lib/action-result'
import type { SliceDeps } from '../../shop-kit'
import { ResetPasswordEmail, ResetPasswordKey, UpdatePassword, ViewerView } from './auth-documents'
import { rememberSpentResetLink } from './reset-link-check'

/** The reset request, the reset from the mail's link and the password change of a signed-in shopper. */
export interface PasswordActions {
  /** Always the same confirmation for a known or unknown address (no account probing). */
  requestPasswordReset(usernameOrEmail: string): Promise<ActionResult>
  /** Sets the new password from the mail's link, then signs the shopper in with it. */
  resetPassword(input: { key: string; login: string; password: string }): Promise<ActionResult>
  /** Checks the current password first, then sets the new one. */
  changePassword(input: { current: string; password: string }): Promise<ActionResult>
}

const fail = (errorKey: string, error: string): ActionResult => ({ success: false, error, errorKey })

const RESET_EMAIL_ERROR = fail(
  'errors.resetEmailError',
  'There was an error sending the reset password email. Please try again later.',
)
const RESET_ERROR = fail(
  'errors.resetPasswordError',
  'There was an error resetting the password. Please try again later.',
)
export const INVALID_RESET_LINK = fail('errors.invalidResetLink', 'Password reset link is invalid.')
export const WRONG_CURRENT_PASSWORD = fail(
  'account.currentPasswordWrong',
  'Your current password is incorrect.',
)
const UPDATE_FAILED = fail('account.updateFailed', 'Failed to update')

/** WordPress's refusals of a reset key: a wrong, used or expired link. */
const isBadLink = (error: unknown) =>
  error instanceof GqlError &&
  (error.mentions('Password reset link is invalid') || error.mentions('Password reset link has expired'))

export function createPasswordActions(
  deps: SliceDeps,
  passwordLogin: (username: string, password: string) => Promise<ActionResult>,
): PasswordActions {
  const { run } = deps
  const viewer = () => deps.client().readQuery(ViewerView, {}, { requestPolicy: 'cache-only' })?.data?.viewer

  return {
    async requestPasswordReset(usernameOrEmail) {
      const username = usernameOrEmail.trim()
      if (!username) return fail('lostPassword.required', 'Please enter your username or email address.')
      try {
        await deps.afterInit()
        const sent = (await run('mutation', ResetPasswordEmail, { username })).sendPasswordResetEmail
        return sent?.success === true ? { success: true } : RESET_EMAIL_ERROR
      } catch {
        return RESET_EMAIL_ERROR
      }
    },

    async resetPassword({ key, login, password }) {
      try {
        await deps.afterInit()
        const reset = (await run('mutation', ResetPasswordKey, { key, login, password })).resetUserPassword
        if (!reset?.user?.id) return RESET_ERROR
      } catch (error) {
        if (!isBadLink(error)) return RESET_ERROR
        rememberSpentResetLink(login, key)
        return INVALID_RESET_LINK
      }
      // The key is spent: opened again, the link says so at once.
      rememberSpentResetLink(login, key)
      return passwordLogin(login, password)
    },

    async changePassword({ current, password }) {
      const user = viewer()
      if (!user?.username) return UPDATE_FAILED
      const check = await deps.verifyCredentials(user.username, current)
      if (check === false) return WRONG_CURRENT_PASSWORD
      if (check === null) return UPDATE_FAILED
      try {
        const updated = (await run('mutation', UpdatePassword, { id: user.id, password })).updateUser
        return updated?.user?.id ? { success: true } : UPDATE_FAILED
      } catch (error) {
        return error instanceof GqlError && !error.networkError ? UPDATE_FAILED : failureOf(error)
      }
    },
  }
}
