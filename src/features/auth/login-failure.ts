import type { ActionResult } from '../../domain/shop'
import { GqlError } from '../../graphql/errors'
import { failure, failureOf } from '../../lib/action-result'

/**
 * The message for a failed password login. WooGraphQL answers every bad username or password with
 * 'The user could not be logged in.' and puts WordPress's reason (`invalid_username`, `invalid_email`,
 * `incorrect_password`) only in `extensions.debug` when GRAPHQL_DEBUG is on. So: the reason, when the
 * backend tells it, picks 'No account found…' or 'Incorrect password…'; otherwise the
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
