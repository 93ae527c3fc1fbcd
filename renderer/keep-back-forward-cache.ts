/**
 * Keeps the page eligible for the back/forward cache. Vike's client router saves the scroll position with
 * `history.replaceState()` when the page is hidden; Chromium evicts a page that changes its history entry
 * while it is being put into the cache (reason "IgnoreEventAndEvict"), so every back navigation became a
 * full load. While the page is hidden the call is skipped: the router also saves the position on scroll
 * (throttled), and a page restored from the cache keeps its scroll position anyway.
 */
export function keepBackForwardCache(): void {
  const replaceState = window.history.replaceState.bind(window.history)
  window.history.replaceState = (...args: Parameters<History['replaceState']>) => {
    if (document.visibilityState === 'hidden') return
    replaceState(...args)
  }
}
