import { verifyPassword } from '../auth/passwords'
import type { Db } from '../db/database'
import { findUserByLogin } from '../db/users'
import { DEMO_PROVIDER, redeemCode } from '../oauth/demo-provider'
import { isEmail } from './accounts'
import { refuse } from './errors'

export interface LoginInput {
  provider: string
  credentials?: { username: string; password: string } | null
  oauthResponse?: { code: string; state?: string | null } | null
}

/**
 * WordPress's reason for a failed `wp_authenticate` (wp-includes/user.php), as Headless Login hands it to
 * `graphql_debug()` with the HTML stripped: an email is looked up as an email, anything else as a username.
 */
export function wordpressLoginError(login: string, found: boolean): string {
  const byEmail = isEmail(login)
  if (!found)
    return byEmail
      ? 'Unknown email address. Check again or try your username.'
      : `Error: The username ${login} is not registered on this site. If you are unsure of your username, try your email address instead.`
  return `Error: The password you entered for the ${byEmail ? 'email address' : 'username'} ${login} is incorrect. Lost your password?`
}

/**
 * Headless Login's providers: PASSWORD checks a username or email and its password, the demo OAuth provider redeems
 * a one-time code. Returns the user id. A failed password login answers 'The user could not be logged in.' whatever
 * the reason, and `debug` receives WordPress's reason, which WPGraphQL sends in the response's top-level
 * `extensions.debug[].message`; the refusal carries WordPress's error code, which the companion plugin passes on
 * as the error's `extensions.code` (graphql/errors.ts).
 */
export async function loginUserId(db: Db, input: LoginInput, debug: string[]): Promise<number> {
  if (input.provider === 'PASSWORD') {
    if (!input.credentials) refuse('credentials-required')
    const login = input.credentials.username.trim()
    if (!login || !input.credentials.password)
      refuse('login-credentials-missing', { reason: login ? 'empty_password' : 'empty_username' })
    const user = findUserByLogin(db, login)
    const ok = user ? await verifyPassword(input.credentials.password, user.password_hash) : false
    if (!user || !ok) {
      debug.push(wordpressLoginError(login, !!user))
      refuse('login-failed', {
        reason: user ? 'incorrect_password' : isEmail(login) ? 'invalid_email' : 'invalid_username',
      })
    }
    return user.id
  }
  if (input.provider === DEMO_PROVIDER.provider) {
    if (!input.oauthResponse) refuse('oauth-response-required', { provider: DEMO_PROVIDER.name })
    const redeemed = redeemCode(db, input.oauthResponse.code, input.oauthResponse.state)
    if (redeemed === 'bad-state') refuse('oauth-state-mismatch', { provider: DEMO_PROVIDER.name })
    if (!redeemed) refuse('login-failed', {})
    return redeemed.userId
  }
  return refuse('provider-disabled', { provider: input.provider })
}
