import { createHash, randomBytes } from 'node:crypto'
import type { Context } from '../graphql/context'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { AUTH_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS, nowSeconds, signToken, verifyToken } from '../auth/tokens'
import { DEMO_PROVIDER, authorizationUrl, redeemCode } from '../oauth/demo-provider'
import { sendMail } from '../outbox/outbox'
import { findUserByLogin, getUser, spendResetKey, updateUserRow } from '../db/users'
import { refuse } from '../shop/errors'
import { isGuestKey, transferSession } from '../shop/sessions'
import { sessionCustomer } from './customer-model'

type Input<T> = { input: T & { clientMutationId?: string | null } }
const RESET_KEY_SECONDS = 24 * 3600
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex')

async function authToken(ctx: Context, userId: number) {
  return signToken(ctx.app.secrets.authSecret, ctx.app.siteUrl, AUTH_TOKEN_SECONDS, {
    user: { id: String(userId) },
  })
}

/**
 * Logs a user in for the rest of the request (Headless Login) and moves the guest session to the customer (WooGraphQL's
 * `keep_new_fallback_old` transfer); returns the tokens the login payload carries.
 */
export async function issueLogin(ctx: Context, userId: number) {
  if (isGuestKey(ctx.session.key)) transferSession(ctx.app.db, ctx.session.key, String(userId))
  ctx.userId = userId
  ctx.session.key = String(userId)
  ctx.session.tokenError = null
  ctx.session.issue = true
  const auth = await authToken(ctx, userId)
  const refresh = await signToken(ctx.app.secrets.authSecret, ctx.app.siteUrl, REFRESH_TOKEN_SECONDS, {
    user: { id: String(userId) },
    refresh: true,
  })
  return {
    authToken: auth.token,
    authTokenExpiration: String(auth.exp),
    refreshToken: refresh.token,
    refreshTokenExpiration: String(refresh.exp),
  }
}

function loginClient(ctx: Context) {
  return {
    name: DEMO_PROVIDER.name,
    provider: DEMO_PROVIDER.provider,
    isEnabled: true,
    clientId: DEMO_PROVIDER.clientId,
    order: 1,
    authorizationUrl: authorizationUrl(ctx.app.siteUrl, ctx.app.storefrontUrl),
  }
}

interface LoginInput {
  provider: string
  credentials?: { username: string; password: string } | null
  oauthResponse?: { code: string; state?: string | null } | null
}

async function loginUserId(ctx: Context, input: LoginInput): Promise<number> {
  if (input.provider === 'PASSWORD') {
    if (!input.credentials) refuse('credentials-required')
    const user = findUserByLogin(ctx.app.db, input.credentials.username.trim())
    const ok = user ? await verifyPassword(input.credentials.password, user.password_hash) : false
    if (!user || !ok) {
      ctx.debug.push(
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
    const redeemed = redeemCode(ctx.app.db, input.oauthResponse.code, input.oauthResponse.state)
    if (redeemed === 'bad-state') refuse('oauth-state-mismatch', { provider: DEMO_PROVIDER.name })
    if (!redeemed) refuse('login-failed')
    return redeemed.userId
  }
  return refuse('provider-disabled', { provider: input.provider })
}

export const authResolvers = {
  RootQuery: {
    loginClients: (_: unknown, _a: unknown, ctx: Context) => [loginClient(ctx)],
    loginClient: (_: unknown, args: { provider: string }, ctx: Context) =>
      args.provider === DEMO_PROVIDER.provider ? loginClient(ctx) : null,
  },
  RootMutation: {
    login: async (_: unknown, { input }: Input<LoginInput>, ctx: Context) => {
      if (ctx.userId !== null) refuse('already-logged-in')
      const userId = await loginUserId(ctx, input)
      const tokens = await issueLogin(ctx, userId)
      const sessionToken = await ctx.sessionToken()
      return {
        clientMutationId: input.clientMutationId,
        ...tokens,
        user: getUser(ctx.app.db, userId),
        customer: sessionCustomer(ctx),
        sessionToken,
        wooSessionToken: sessionToken,
      }
    },
    logout: (_: unknown, { input }: Input<object>, ctx: Context) => {
      const success = ctx.userId !== null ? true : null
      ctx.userId = null
      return { clientMutationId: input.clientMutationId, success }
    },
    refreshToken: async (_: unknown, { input }: Input<{ refreshToken: string }>, ctx: Context) => {
      const result = await verifyToken(ctx.app.secrets.authSecret, ctx.app.siteUrl, input.refreshToken)
      const userId =
        result.ok && result.data.refresh ? Number((result.data.user as { id?: string })?.id) : NaN
      if (!Number.isInteger(userId) || !getUser(ctx.app.db, userId)) {
        if (!result.ok) ctx.debug.push(`invalid-secret-key | ${result.message}`)
        refuse('refresh-token-invalid')
      }
      const auth = await authToken(ctx, userId)
      return {
        clientMutationId: input.clientMutationId,
        authToken: auth.token,
        authTokenExpiration: String(auth.exp),
        success: true,
      }
    },
    sendPasswordResetEmail: (_: unknown, { input }: Input<{ username: string }>, ctx: Context) => {
      const user = findUserByLogin(ctx.app.db, input.username.trim())
      // Like WPGraphQL, answer the same for unknown users so the mutation cannot be used to probe for accounts.
      if (user) {
        const key = randomBytes(15).toString('base64url')
        updateUserRow(ctx.app.db, user.id, {
          reset_key_hash: hashKey(key),
          reset_key_expires: nowSeconds() + RESET_KEY_SECONDS,
        })
        const link = `${ctx.app.storefrontUrl}/my-account/lost-password?key=${key}&login=${encodeURIComponent(user.username)}`
        sendMail(
          ctx.app.db,
          {
            recipient: user.email,
            subject: 'Password Reset Request',
            body: `Hi ${user.first_name || user.username},\n\nSomeone has requested a new password for the following account: ${user.username}\n\nIf you didn't make this request, just ignore this email. If you'd like to proceed, reset your password here:\n${link}\n`,
            link,
          },
          ctx.app.quiet,
        )
      } else {
        ctx.debug.push('invalid_email | There is no account with that username or email address.')
      }
      return { clientMutationId: input.clientMutationId, success: true, user: null }
    },
    resetUserPassword: async (
      _: unknown,
      { input }: Input<{ key?: string | null; login?: string | null; password?: string | null }>,
      ctx: Context,
    ) => {
      const user = input.login ? findUserByLogin(ctx.app.db, input.login) : undefined
      if (!user || !input.key || !user.reset_key_hash || user.reset_key_hash !== hashKey(input.key))
        refuse('reset-link-invalid')
      if ((user.reset_key_expires ?? 0) < nowSeconds()) refuse('reset-link-expired')
      if (!input.password) refuse('new-password-required')
      const passwordHash = await hashPassword(input.password)
      // The key is spent once: of two requests racing with it, only the first changes the password.
      if (!spendResetKey(ctx.app.db, user.id, user.reset_key_hash, passwordHash)) refuse('reset-link-invalid')
      return { clientMutationId: input.clientMutationId, user: getUser(ctx.app.db, user.id) }
    },
  },
}
