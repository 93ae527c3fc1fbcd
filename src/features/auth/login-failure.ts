import type { ActionResult } from '../../domain/shop'
import { GqlError } from '../../graphql/errors'
import { failure, failureOf } from '../../lib/action-result'

/**
 * How WordPress words the reason a password login failed (wp_authenticate), and the error codes the
 * WPGraphQL JWT Authentication plugin answers with instead.
 */
const NO_ACCOUNT = [
  'is not registered on this site',
  'unknown email address',
  'invalid_username',
  'invalid_email',
]
const WRONG_PASSWORD = ['the password you entered for', 'incorrect_password']

/** The backend's message when it does not say why (GRAPHQL_DEBUG off): shown in the shopper's language. */
export const LOGIN_FAILED = 'The user could not be logged in.'

/**
 * The message for a failed password login. Headless Login answers every bad username or password with
 * 'The user could not be logged in.' and hands WordPress's reason to `graphql_debug()`, which WPGraphQL
 * sends in the response's top-level `extensions.debug[].message` (only with GRAPHQL_DEBUG on). The
 * reason picks 'No account found…' or 'Incorrect password…'; without one the shopper gets the
 * backend's message, translated, since guessing which of the two it was would mislead.
 */
export function loginFailure(error: unknown): ActionResult {
  if (error instanceof GqlError && !error.networkError) {
    if (NO_ACCOUNT.some((t) => error.mentions(t))) return failure('noAccount')
    if (WRONG_PASSWORD.some((t) => error.mentions(t))) return failure('incorrectPassword')
    if (error.message === LOGIN_FAILED)
      return { success: false, error: LOGIN_FAILED, errorKey: 'auth.loginFailed' }
  }
  return failureOf(error)
}
