import { useUiStore } from '../../store/ui-store'

/** The dimmed overlay behind the cart and the mobile menu; tapping it closes both. */
export function Overlay() {
  const visible = useUiStore((s) => s.isCartOpen || s.isMobileMenuOpen)
  const closePanels = useUiStore((s) => s.closePanels)
  if (!visible) return null
  // A dialog's backdrop: the open dialog leaves it usable (see useModalDialog).
  return (
    <div
      className="overlay"
      data-testid="overlay"
      data-dialog-backdrop=""
      onClick={closePanels}
      aria-hidden="true"
    />
  )
}
