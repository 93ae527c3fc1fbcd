import { useEffect, useRef, type RefObject } from 'react'
import { focusablesIn } from './focusables'
import { inertBackground } from './inert-background'
import { lockPageScroll } from './scroll-lock'

/** Tab and Shift+Tab go round the dialog's own controls and never leave it. */
function trapTab(dialog: HTMLElement, event: KeyboardEvent): void {
  const stops = focusablesIn(dialog)
  const first = stops[0]
  const last = stops[stops.length - 1]
  const active = document.activeElement
  const inside = active instanceof Node && dialog.contains(active)
  if (!first || !last) {
    event.preventDefault()
    dialog.focus()
  } else if (event.shiftKey && (!inside || active === first || active === dialog)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault()
    first.focus()
  }
}

/** Where focus goes on opening: the control marked data-autofocus, else the first one. */
function initialFocus(dialog: HTMLElement): HTMLElement | undefined {
  const stops = focusablesIn(dialog)
  return stops.find((element) => element.hasAttribute('data-autofocus')) ?? stops[0]
}

/**
 * Makes the element behind the returned ref a modal dialog while `open`: focus moves to its control marked
 * data-autofocus, else its first control (else the dialog itself); Tab is trapped inside; Escape calls `close`;
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
    ;(initialFocus(dialog) ?? dialog).focus({ preventScroll: true })
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        closeRef.current()
      } else if (event.key === 'Tab') trapTab(dialog, event)
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
