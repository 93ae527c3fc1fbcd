import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'

const ITEMS = '[role="menuitem"]:not([disabled])'

const itemsOf = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>(ITEMS) ?? [])

/** Focuses a menu's item by index, counted round the ends (-1 is the last). */
function focusItem(menu: HTMLElement | null, index: number) {
  const all = itemsOf(menu)
  if (all.length) all[(index + all.length) % all.length]!.focus()
}

/**
 * A button that opens a menu, with the keyboard of the WAI-ARIA menu button pattern: Enter, Space or a click
 * toggles it; ArrowDown (ArrowUp) opens it on its first (last) item; in the menu the arrows move round the items,
 * Home and End go to the ends, Escape closes it and gives the focus back to the button, Tab closes it and moves on.
 * A click or a focus outside closes it.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  /** Which item to focus once the menu is rendered: an index, -1 for the last, null for none. */
  const focusOnOpen = useRef<number | null>(null)

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    if (focusOnOpen.current !== null) focusItem(menuRef.current, focusOnOpen.current)
    focusOnOpen.current = null
    const outside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false)
    }
    document.addEventListener('pointerdown', outside)
    document.addEventListener('focusin', outside)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('focusin', outside)
    }
  }, [open, close])

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    focusOnOpen.current = event.key === 'ArrowDown' ? 0 : -1
    if (open) focusItem(menuRef.current, focusOnOpen.current)
    else setOpen(true)
  }

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const menu = menuRef.current
    const at = itemsOf(menu).indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(menu, at + 1),
      ArrowUp: () => focusItem(menu, at < 0 ? -1 : at - 1),
      Home: () => focusItem(menu, 0),
      End: () => focusItem(menu, -1),
      Escape: () => close(true),
    }
    if (event.key === 'Tab') return close(false)
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    move()
  }

  return {
    open,
    rootRef,
    close,
    buttonProps: {
      ref: buttonRef,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      onClick: () => setOpen((was) => !was),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { ref: menuRef, role: 'menu' as const, onKeyDown: onMenuKeyDown },
  }
}
