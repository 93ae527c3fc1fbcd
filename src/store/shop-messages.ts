import type { ActionResult } from '../domain/shop'
import { GqlError, NETWORK_ERROR, SOMETHING_WRONG } from '../graphql/errors'

/** SPEC §8 messages the store reports, with their translation keys in locales/*.json. */
export const MESSAGES = {
  noAccount: ['errors.noAccount', 'No account found with that username. Sign up for a new account.'],
  incorrectPassword: ['errors.incorrectPassword', 'Incorrect password. Please try again.'],
  loginSsl: [
    'errors.loginSslError',
    'Your credentials are correct, but there was an error logging in. This is most likely due to an SSL error. Please try again later. If the problem persists, please contact support.',
  ],
  resetEmail: [
    'errors.resetEmailError',
    'There was an error sending the reset password email. Please try again later.',
  ],
  resetPassword: [
    'errors.resetPasswordError',
    'There was an error resetting the password. Please try again later.',
  ],
  invalidResetLink: ['errors.invalidResetLink', 'Password reset link is invalid.'],
  orders: ['errors.ordersError', 'There was an error getting your orders. Please try again later.'],
  downloads: ['errors.downloadsError', 'There was an error getting your downloads. Please try again later.'],
  network: ['shopErrors.network', NETWORK_ERROR],
  somethingWrong: ['errors.somethingWrong', SOMETHING_WRONG],
} as const satisfies Record<string, readonly [string, string]>

export type MessageName = keyof typeof MESSAGES

export function failure(name: MessageName): ActionResult {
  const [errorKey, error] = MESSAGES[name]
  return { success: false, error, errorKey }
}

/** A failure carrying the error's first message; a network failure gets the clear offline message. */
export function failureOf(error: unknown, fallback: MessageName = 'somethingWrong'): ActionResult {
  if (error instanceof GqlError) {
    if (error.networkError) return failure('network')
    return { success: false, error: error.message }
  }
  return failure(fallback)
}

/**
 * The message for a failed password login. WooGraphQL answers every bad username or password with
 * 'The user could not be logged in.' and puts WordPress's reason (`invalid_username`, `invalid_email`,
 * `incorrect_password`) only in `extensions.debug` when GRAPHQL_DEBUG is on. So: the reason, when the
 * backend tells it, picks SPEC §8's 'No account found…' or 'Incorrect password…'; otherwise the
 * backend's own message is kept, since guessing which of the two it was would mislead the shopper.
 */
export function loginFailure(error: unknown): ActionResult {
  if (error instanceof GqlError) {
    if (
      ['invalid_username', 'invalid_email', 'unknown username', 'unknown email'].some((t) =>
        error.mentions(t),
      )
    )
      return failure('noAccount')
    if (['incorrect_password', 'password you entered'].some((t) => error.mentions(t)))
      return failure('incorrectPassword')
  }
  return failureOf(error)
}
