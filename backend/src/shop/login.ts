import { verifyPassword } from '../auth/passwords'
import type { Db } from '../db/database'
import { findUserByLogin } from '../db/users'
import { DEMO_PROVIDER, redeemCode } from '../oauth/demo-provider'
import { refuse } from './errors'

export interface LoginInput {
  provider: string
  credentials?: { username: string; password: string } | null
  oauthResponse?: { code: string; state?: string | null } | null
}

/**
 * Headless Login's providers: PASSWORD checks a username or email and its password, the demo OAuth provider redeems
 * a one-time code. Returns the user id; `debug` receives the reason a password login failed, as Headless Login reports
 * it in `extensions.debug`, while the message stays the same for an unknown user and a wrong password.
 */
export async function loginUserId(db: Db, input: LoginInput, debug: string[]): Promise<number> {
  if (input.provider === 'PASSWORD') {
    if (!input.credentials) refuse('credentials-required')
    const user = findUserByLogin(db, input.credentials.username.trim())
    const ok = user ? await verifyPassword(input.credentials.password, user.password_hash) : false
    if (!user || !ok) {
      debug.push(
        user
          ? 'incorrect_password | The password you entered is incorrect.'
          : 'invalid_username | Unknown username.',
      )
      refuse('login-failed')
    }
    return user.id
  }
  if (input.provider === DEMO_PROVIDER.provider) {
    if (!input.oauthResponse) refuse('oauth-response-required', { provider: DEMO_PROVIDER.name })
    const redeemed = redeemCode(db, input.oauthResponse.code, input.oauthResponse.state)
    if (redeemed === 'bad-state') refuse('oauth-state-mismatch', { provider: DEMO_PROVIDER.name })
    if (!redeemed) refuse('login-failed')
    return redeemed.userId
  }
  return refuse('provider-disabled', { provider: input.provider })
}
