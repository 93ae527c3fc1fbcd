import type { ActionResult } from '../../domain/shop'
import { GqlError } from '../../graphql/errors'
import { failure, failureOf } from '../../lib/action-result'
import type { SliceDeps, SliceSet } from '../../shop-kit'
import { Login, LoginWithProvider, Logout, RegisterCustomer, ViewerView } from './auth-documents'
import { loginFailure } from './login-failure'
import { createPasswordActions, type PasswordActions } from './password-actions'
import { ACCOUNT_PATH, redirectAfterLogin, safeRedirectPath } from './redirect-after-login'

export interface Registration {
  username: string
  email: string
  password: string
}

/** Login, registration, logout and the password actions. The viewer itself is in the GraphQL cache (useViewer). */
export interface AuthSlice extends PasswordActions {
  /** A login, registration or logout is running. */
  isPending: boolean
  /** The shopper signed in by creating their account (welcomed as new, not "back"); false after any other login. */
  isNewAccount: boolean
  login(credentials: { username: string; password: string }): Promise<ActionResult>
  /** `redirect`: where the shopper was going before leaving for the provider (the callback's URL has lost it). */
  loginWithProvider(input: {
    provider: string
    code: string
    state: string
    redirect?: string | null
  }): Promise<ActionResult>
  register(registration: Registration): Promise<ActionResult>
  logout(): Promise<void>
}

interface IssuedTokens {
  authToken?: string | null
  refreshToken?: string | null
  sessionToken?: string | null
}

export function createAuthSlice(deps: SliceDeps, set: SliceSet<AuthSlice>): AuthSlice {
  const { run, tokens, env } = deps
  const signedIn = () =>
    !!deps.client().readQuery(ViewerView, {}, { requestPolicy: 'cache-only' })?.data?.viewer

  /** After a login: the viewer must load (getCart again), then the shopper goes on. */
  async function finishLogin(
    login: IssuedTokens | null | undefined,
    to?: string | null,
  ): Promise<ActionResult> {
    if (!login?.authToken) return failure('loginSsl')
    tokens.setAuth(login.authToken, login.refreshToken)
    if (login.sessionToken) tokens.setSessionToken(login.sessionToken)
    if (!(await deps.refreshCart()) || !signedIn()) return failure('loginSsl')
    env.navigate(to ?? redirectAfterLogin(env.location.search()))
    return { success: true }
  }

  async function passwordLogin(username: string, password: string): Promise<ActionResult> {
    try {
      const login = (await run('mutation', Login, { username: username.trim(), password })).login
      // A login counts only with both a user and an auth token.
      if (!login?.user || !login.authToken) return failure('loginSsl')
      return await finishLogin(login)
    } catch (error) {
      return loginFailure(error)
    }
  }

  async function pending(send: () => Promise<ActionResult>): Promise<ActionResult> {
    set({ isPending: true })
    try {
      await deps.afterInit()
      return await send()
    } finally {
      set({ isPending: false })
    }
  }

  return {
    isPending: false,
    isNewAccount: false,
    ...createPasswordActions(deps, passwordLogin),

    login: ({ username, password }) => {
      set({ isNewAccount: false })
      return pending(() => passwordLogin(username, password))
    },

    loginWithProvider: ({ provider, code, state, redirect }) =>
      pending(async () => {
        set({ isNewAccount: false })
        try {
          const input = {
            provider: provider.toUpperCase() as never,
            oauthResponse: { code, state },
          }
          const login = (await run('mutation', LoginWithProvider, { input })).login
          return await finishLogin(login, safeRedirectPath(redirect) ?? ACCOUNT_PATH)
        } catch (error) {
          if (error instanceof GqlError && !error.networkError)
            return { success: false, error: error.message, errorKey: 'oauth.failed' }
          return failureOf(error)
        }
      }),

    register: ({ username, email, password }) =>
      pending(async () => {
        try {
          const input = { username: username.trim(), email: email.trim(), password, authenticate: true }
          set({ isNewAccount: true })
          const registered = (await run('mutation', RegisterCustomer, { input })).registerCustomer
          if (registered?.authToken)
            return await finishLogin({
              authToken: registered.authToken,
              refreshToken: registered.refreshToken,
              sessionToken: registered.customer?.sessionToken,
            })
          // A backend that signs nobody in on registration: log in with what was just registered.
          return await passwordLogin(username.trim() || email.trim(), password)
        } catch (error) {
          // The backend's own refusal (email or username taken, invalid email, …).
          return failureOf(error)
        }
      }),

    async logout() {
      set({ isPending: true, isNewAccount: false })
      try {
        await run('mutation', Logout, {})
      } catch {
        // The local session is dropped whatever the backend says.
      }
      deps.forgetSession()
      // A fresh guest session in place of the old one: an empty cart, and the login providers for the form.
      await deps.refreshCart()
      set({ isPending: false })
      // On /my-account the shopper stays, on an empty account page (the login form).
      if (!env.location.pathname().startsWith(ACCOUNT_PATH)) env.navigate('/')
    },
  }
}
