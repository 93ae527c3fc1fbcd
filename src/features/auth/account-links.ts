import { safeRedirectPath } from './redirect-after-login'

export type GuestView = 'login' | 'register'

/** /my-account for a guest: the login form, or the registration form with `?action=register`; `redirect` is kept. */
export function guestViewHref(view: GuestView, redirect: string | null | undefined): string {
  const query = new URLSearchParams()
  if (view === 'register') query.set('action', 'register')
  const target = safeRedirectPath(redirect)
  if (target) query.set('redirect', target)
  const search = query.toString()
  return search ? `/my-account?${search}` : '/my-account'
}
