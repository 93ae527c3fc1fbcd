import type { ActionResult } from '../../domain/shop'
import { GqlError } from '../../graphql/errors'
import { failure, failureOf } from '../../lib/action-result'

/**
 * How WordPress words the reason a password login failed (wp_authenticate), and its error codes, which the
 * companion plugin passes on as `extensions.code` and the WPGraphQL JWT Authentication plugin as the message.
 */
const NO_ACCOUNT = [
  'is not registered on this site',
  'unknown email address',
  'unknown username',
  'invalid_username',
  'invalid_email',
]
const WRONG_PASSWORD = ['the password you entered for', 'incorrect_password']

/** The backend's message for every refused login; it says why only in `extensions.debug`, with GRAPHQL_DEBUG on. */
export const LOGIN_FAILED = 'The user could not be logged in.'
/** What the shopper reads when the backend does not say why: both possible reasons, neither guessed. */
export const CREDENTIALS_NOT_RIGHT = 'The email address, username or password is not right.'
/** Headless Login's answer to an empty username or password, and the codes the companion plugin gives it. */
const MISSING_CREDENTIALS = 'Missing username or password.'
const EMPTY_FIELD = ['empty_username', 'empty_password']

/**
 * The message for a failed password login. Headless Login answers every bad username or password with
 * 'The user could not be logged in.'; the reason comes as WordPress's error code in the error's `extensions.code`
 * where the companion plugin passes it on (its default, debug on or off), and as `graphql_debug()` text in the
 * response's top-level `extensions.debug[].message` with GRAPHQL_DEBUG on. The reason picks 'No account found…' or
 * 'Incorrect password…'; without one (a production shop whose plugin setting is off, or without the plugin:
 * recorded `login-*-nodebug` without codes) the shopper is told that the email, username or password is not
 * right, in their language, and the form offers the sign-up and lost-password links with it (LoginForm), since
 * guessing which of the two it was would mislead.
 */
export function loginFailure(error: unknown): ActionResult {
  if (error instanceof GqlError && !error.networkError) {
    if (error.codes.some((code) => NO_ACCOUNT.includes(code))) return failure('noAccount')
    if (error.codes.some((code) => WRONG_PASSWORD.includes(code))) return failure('incorrectPassword')
    if (error.message === MISSING_CREDENTIALS || error.codes.some((code) => EMPTY_FIELD.includes(code)))
      return { success: false, error: 'Please fill in every field.', errorKey: 'auth.fieldsRequired' }
    if (NO_ACCOUNT.some((t) => error.mentions(t))) return failure('noAccount')
    if (WRONG_PASSWORD.some((t) => error.mentions(t))) return failure('incorrectPassword')
    if (error.message === LOGIN_FAILED)
      return { success: false, error: CREDENTIALS_NOT_RIGHT, errorKey: 'auth.credentialsNotRight' }
  }
  return failureOf(error)
}
