import type { Context } from '../graphql/context'
import type { LoginClient, Resolvers } from '../graphql/resolver-types'
import { AUTH_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS, signToken, verifyToken } from '../auth/tokens'
import { findUserByLogin, getUser } from '../db/users'
import { DEMO_PROVIDER, authorizationUrl } from '../oauth/demo-provider'
import { ShopError, refuse } from '../shop/errors'
import { isEmail } from '../shop/accounts'
import { loginUserId } from '../shop/login'
import { resetPassword, sendPasswordReset } from '../shop/password-reset'
import { isGuestKey, transferSession } from '../shop/sessions'
import { REVOKED, revokeUserSecret, secretMatches, userSecret } from '../shop/user-secrets'
import { sessionCustomer } from './customer-model'

async function authToken(ctx: Context, userId: number) {
  return signToken(ctx.app.secrets.authSecret, ctx.app.siteUrl, AUTH_TOKEN_SECONDS, {
    user: { id: String(userId) },
  })
}

/** A fresh auth and refresh token pair for the user, under their current secret. */
export async function signUserTokens(ctx: Context, userId: number) {
  const auth = await authToken(ctx, userId)
  // Headless Login's rule: a refresh token carries the user's secret and is refused once the secret rotates (logout,
  // password change or reset); auth tokens live 300 s and are not tied to it.
  const refresh = await signToken(ctx.app.secrets.authSecret, ctx.app.siteUrl, REFRESH_TOKEN_SECONDS, {
    user: { id: String(userId), user_secret: userSecret(ctx.app.db, userId) },
    refresh: true,
  })
  return {
    authToken: auth.token,
    authTokenExpiration: String(auth.exp),
    refreshToken: refresh.token,
    refreshTokenExpiration: String(refresh.exp),
  }
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
  ctx.session.numericCustomerId = true
  return signUserTokens(ctx, userId)
}

/** The account a login or reset names, whichever of its names is given (unknown names count on their own). */
function accountOf(ctx: Context, login: string | null | undefined): string | null {
  const name = login?.trim()
  if (!name) return null
  const user = findUserByLogin(ctx.app.db, name)
  return user ? userAccount(user.id) : `login:${name.toLowerCase()}`
}

const userAccount = (id: number) => `user:${id}`

/** Headless Login's PASSWORD client, listed first as the recorded shop lists it (viewerView-guest). */
const PASSWORD_CLIENT: LoginClient = {
  name: 'Password',
  provider: 'PASSWORD',
  isEnabled: true,
  order: 0,
  authorizationUrl: null,
}

function loginClient(ctx: Context): LoginClient {
  return {
    name: DEMO_PROVIDER.name,
    provider: DEMO_PROVIDER.provider,
    isEnabled: true,
    clientId: DEMO_PROVIDER.clientId,
    order: 1,
    authorizationUrl: authorizationUrl(ctx.app.siteUrl, ctx.app.storefrontUrl),
  }
}

export const authResolvers: Resolvers = {
  RootQuery: {
    loginClients: (_, _a, ctx) => [PASSWORD_CLIENT, loginClient(ctx)],
    loginClient: (_, args, ctx) =>
      args.provider === DEMO_PROVIDER.provider
        ? loginClient(ctx)
        : args.provider === PASSWORD_CLIENT.provider
          ? PASSWORD_CLIENT
          : null,
  },
  RootMutation: {
    login: async (_, { input }, ctx) => {
      if (ctx.userId !== null) refuse('already-logged-in')
      const account = input.provider === 'PASSWORD' ? accountOf(ctx, input.credentials?.username) : null
      const userId = await ctx.app.rateLimits.attempt(
        'loginFailures',
        ctx.ip,
        account,
        () => loginUserId(ctx.app.db, input, ctx.debug),
        (error) => error instanceof ShopError && error.code === 'login-failed',
      )
      if (account) ctx.app.rateLimits.loginSucceeded(ctx.ip, account)
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
    logout: (_, { input }, ctx) => {
      const success = ctx.userId !== null ? true : null
      // Logging out revokes every token of the user, so a copied refresh token dies with the session.
      if (ctx.userId !== null) revokeUserSecret(ctx.app.db, ctx.userId)
      ctx.userId = null
      return { clientMutationId: input.clientMutationId, success }
    },
    refreshToken: async (_, { input }, ctx) => {
      const result = await verifyToken(ctx.app.secrets.authSecret, ctx.app.siteUrl, input.refreshToken)
      const user = result.ok ? result.data.user : undefined
      const claim = (name: string) =>
        typeof user === 'object' && user !== null ? Reflect.get(user, name) : undefined
      const userId = result.ok && result.data.refresh ? Number(claim('id')) : NaN
      const refused = (reason: string) => {
        // Headless Login answers a refused refresh token with HTTP 403, no error and `success: false`, the reason
        // only in the debug log (refreshToken-garbage).
        ctx.debug.push(reason)
        ctx.http.status = 403
        return {
          clientMutationId: input.clientMutationId,
          authToken: null,
          authTokenExpiration: null,
          success: false,
        }
      }
      if (!Number.isInteger(userId) || !getUser(ctx.app.db, userId))
        return refused(
          `invalid-secret-key | ${result.ok ? 'The provided refresh token is invalid.' : result.message}`,
        )
      if (!secretMatches(ctx.app.db, userId, claim('user_secret')))
        return refused(`invalid-secret-key | ${REVOKED}`)
      const auth = await authToken(ctx, userId)
      return {
        clientMutationId: input.clientMutationId,
        authToken: auth.token,
        authTokenExpiration: String(auth.exp),
        success: true,
      }
    },
    sendPasswordResetEmail: (_, { input }, ctx) => {
      const limits = ctx.app.rateLimits
      const account = accountOf(ctx, input.username)
      limits.check('passwordResets', ctx.ip, account)
      limits.count('passwordResets', ctx.ip, account)
      // Like WPGraphQL, answer the same for unknown users so the mutation cannot be used to probe for accounts.
      if (!sendPasswordReset(ctx.app.db, input.username, ctx.app.storefrontUrl, ctx.app))
        ctx.debug.push(
          // WordPress's retrieve_password() reasons (ResetPasswordEmail-unknown).
          isEmail(input.username.trim())
            ? 'There is no user registered with that email address.'
            : 'There is no account with that username or email address.',
        )
      return { clientMutationId: input.clientMutationId, success: true, user: null }
    },
    resetUserPassword: async (_, { input }, ctx) => {
      const user = await resetPassword(ctx.app.db, input)
      revokeUserSecret(ctx.app.db, user.id)
      // The reset link came from the account's mailbox: this address is the owner's (rate-limits.ts, loginFailures).
      ctx.app.rateLimits.rememberOwnerAddress(ctx.ip, userAccount(user.id))
      return { clientMutationId: input.clientMutationId, user: getUser(ctx.app.db, user.id) }
    },
  },
}
