import { useEffect, useRef, type RefObject } from 'react'
import { inertBackground } from './inert-background'
import { lockPageScroll } from './scroll-lock'
import type { trapTab } from './tab-trap'

// The Tab trap (with its search for focusable controls) is fetched when a dialog first opens, not with the page:
// until it has come, Tab moves as the browser moves it, still never into the page behind, which is inert.
let trap: typeof trapTab | undefined
const loadTrap = () => import('./tab-trap').then((module) => (trap = module.trapTab))

/**
 * Makes the element behind the returned ref a modal dialog while `open`: focus moves to its control marked
 * data-autofocus (Dialog marks its close button), else to the dialog itself; Tab is trapped inside; Escape calls `close`;
 * the page behind is inert (backdrops excepted) and does not scroll; on closing, focus goes back to the element
 * that had it when the dialog opened. The element carries role="dialog", aria-modal and its name itself, and
 * tabIndex={-1} so it can hold focus. Written here rather than taken from focus-trap (with tabbable, about 7 KB
 * gzip): the mobile menu is first-load code and a product page's first load has about 3 KB left in its budget.
 */
export function useModalDialog<T extends HTMLElement>(open: boolean, close: () => void): RefObject<T> {
  const ref = useRef<T>(null)
  const closeRef = useRef(close)
  closeRef.current = close
  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    const opener = document.activeElement
    const restoreBackground = inertBackground(dialog)
    const releaseScroll = lockPageScroll()
    ;(dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog).focus({ preventScroll: true })
    if (!trap) void loadTrap()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        closeRef.current()
      } else if (event.key === 'Tab') trap?.(dialog, event)
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      restoreBackground()
      releaseScroll()
      // Not when the shopper has already put focus somewhere else on purpose.
      const focusNowhere = !document.activeElement || document.activeElement === document.body
      if (
        opener instanceof HTMLElement &&
        opener.isConnected &&
        (focusNowhere || dialog.contains(document.activeElement))
      )
        opener.focus({ preventScroll: true })
    }
  }, [open])
  return ref
}
