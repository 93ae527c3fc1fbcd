import { useEffect } from 'react'
import { useUiStore } from '../../store/ui-store'

/** Locks the page's scrolling while the cart or the mobile menu is open. */
export function useBodyScrollLock(): void {
  const locked = useUiStore((s) => s.isCartOpen || s.isMobileMenuOpen)
  useEffect(() => {
    document.body.classList.toggle('scroll-locked', locked)
    return () => document.body.classList.remove('scroll-locked')
  }, [locked])
}
