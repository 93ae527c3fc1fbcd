/**
 * What the storefront can know of a reset link before the new password is sent. The real stack offers no check of a
 * key that does not spend it (WPGraphQL's resetUserPassword refuses an empty password before looking at the key), so
 * the page refuses at once what is certainly invalid: a link without its key or login, a key not shaped like
 * WordPress's (twenty letters and digits: wp_generate_password(20, false); a link cut by a mail client), and a link
 * this browser has already used or seen refused. Any other link is checked by the backend when it is sent.
 */

const SPENT_LINKS_KEY = 'spent-reset-links'
const KEPT = 20
const WORDPRESS_KEY = /^[A-Za-z0-9]{20}$/

const linkId = (login: string, key: string) => `${login}:${key}`

function readSpent(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SPENT_LINKS_KEY) ?? '[]')
    return Array.isArray(stored) ? (stored as string[]) : []
  } catch {
    return []
  }
}

/** A spent or refused key is worth nothing: keeping it on the device gives nothing away. */
export function rememberSpentResetLink(login: string, key: string): void {
  try {
    const spent = [...readSpent().filter((id) => id !== linkId(login, key)), linkId(login, key)]
    localStorage.setItem(SPENT_LINKS_KEY, JSON.stringify(spent.slice(-KEPT)))
  } catch {
    // No storage (private mode, a test's Node): the backend still refuses the link when it is sent.
  }
}

/** Whether the link from the mail can still be worth a new-password form. */
export function resetLinkMayBeValid(login: string | undefined, key: string | undefined): boolean {
  if (!login || !key || !WORDPRESS_KEY.test(key)) return false
  return !readSpent().includes(linkId(login, key))
}
