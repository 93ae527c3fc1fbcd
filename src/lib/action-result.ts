import type { ActionResult } from '../domain/shop'
import { GqlError, NETWORK_ERROR, SOMETHING_WRONG } from '../graphql/errors'

/** Messages the shop's actions report, with their translation keys in locales/*.json. */
export const MESSAGES = {
  noAccount: ['errors.noAccount', 'No account found with that username. Sign up for a new account.'],
  incorrectPassword: ['errors.incorrectPassword', 'Incorrect password. Please try again.'],
  loginSsl: [
    'errors.loginSslError',
    'Your credentials are correct, but there was an error logging in. This is most likely due to an SSL error. Please try again later. If the problem persists, please contact support.',
  ],
  network: ['shopErrors.network', NETWORK_ERROR],
  somethingWrong: ['errors.somethingWrong', SOMETHING_WRONG],
} as const satisfies Record<string, readonly [string, string]>

export type MessageName = keyof typeof MESSAGES

export function failure(name: MessageName): ActionResult {
  const [errorKey, error] = MESSAGES[name]
  return { success: false, error, errorKey }
}

/**
 * A failure carrying the error's shopper message (with its translation key where the client worded it); a network
 * failure gets the clear offline message.
 */
export function failureOf(error: unknown, fallback: MessageName = 'somethingWrong'): ActionResult {
  if (error instanceof GqlError) {
    if (error.networkError) return failure('network')
    return error.messageKey
      ? { success: false, error: error.message, errorKey: error.messageKey }
      : { success: false, error: error.message }
  }
  return failure(fallback)
}
