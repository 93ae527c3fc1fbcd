import { focusablesIn } from './focusables'

/** Tab and Shift+Tab go round the dialog's own controls and never leave it. */
export function trapTab(dialog: HTMLElement, event: KeyboardEvent): void {
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
