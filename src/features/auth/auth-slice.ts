import type { ActionResult } from '../../domain/shop'
import { failure, failureOf } from '../../lib/action-result'
import type { SliceDeps, SliceSet } from '../../shop/shop-deps'
import { Login, LoginWithProvider, Logout, ViewerView } from './auth-documents'
import { loginFailure } from './login-failure'
import { redirectAfterLogin } from './redirect-after-login'

/** Login and logout, with their busy flag. The viewer itself is in the GraphQL cache (useViewer). */
export interface AuthSlice {
  /** A login or logout is running. */
  isPending: boolean
  login(credentials: { username: string; password: string }): Promise<ActionResult>
  loginWithProvider(input: { provider: string; code: string; state: string }): Promise<ActionResult>
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
  async function finishLogin(login: IssuedTokens | null | undefined): Promise<ActionResult> {
    if (!login?.authToken) return failure('loginSsl')
    tokens.setAuth(login.authToken, login.refreshToken)
    if (login.sessionToken) tokens.setSessionToken(login.sessionToken)
    if (!(await deps.refreshCart()) || !signedIn()) return failure('loginSsl')
    env.navigate(redirectAfterLogin(env.location.search()))
    return { success: true }
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

    login: ({ username, password }) =>
      pending(async () => {
        try {
          const login = (await run('mutation', Login, { username: username.trim(), password })).login
          // A login counts only with both a user and an auth token.
          if (!login?.user || !login.authToken) return failure('loginSsl')
          return await finishLogin(login)
        } catch (error) {
          return loginFailure(error)
        }
      }),

    loginWithProvider: ({ provider, code, state }) =>
      pending(async () => {
        try {
          const input = {
            provider: provider.toUpperCase() as never,
            oauthResponse: { code, state },
          }
          return await finishLogin((await run('mutation', LoginWithProvider, { input })).login)
        } catch (error) {
          return failureOf(error)
        }
      }),

    async logout() {
      set({ isPending: true })
      try {
        await run('mutation', Logout, {})
      } catch {
        // The local session is dropped whatever the backend says.
      }
      deps.forgetSession()
      set({ isPending: false })
      // On /my-account the shopper stays, on an empty account page (the login form).
      if (!env.location.pathname().startsWith('/my-account')) env.navigate('/')
    },
  }
}
