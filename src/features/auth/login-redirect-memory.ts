import { safeRedirectPath } from './redirect-after-login'

const KEY = 'login-redirect'

/**
 * A social login leaves the site for the provider, and the callback's URL no longer carries the
 * `redirect` parameter: it waits in sessionStorage (this tab only) until the callback takes it.
 */
export function rememberRedirect(search: string): void {
  try {
    const target = safeRedirectPath(new URLSearchParams(search).get('redirect'))
    if (target) sessionStorage.setItem(KEY, target)
    else sessionStorage.removeItem(KEY)
  } catch {
    // Storage blocked: the login then ends on /my-account.
  }
}

/** The remembered target (checked again: storage is writable by any script of the site), then forgotten. */
export function takeRememberedRedirect(): string | null {
  try {
    const target = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    return safeRedirectPath(target)
  } catch {
    return null
  }
}
