import { useEffect } from 'react'
import { navigate } from 'vike/client/router'

/**
 * The shell the static server sends for client-only routes (an order summary, the OAuth callback,
 * a product added after the build): once hydrated, it renders the real route in the browser.
 */
export default function Page() {
  useEffect(() => {
    const { pathname, search, hash } = window.location
    if (pathname !== '/_shell') void navigate(pathname + search + hash, { overwriteLastHistoryEntry: true })
  }, [])
  return <div className="container shell-loading" aria-busy="true" />
}
