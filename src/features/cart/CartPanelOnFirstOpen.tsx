import { Suspense, useState } from 'react'
import { lazyScreen } from '../../shop-kit'
import { useUiStore } from '../../store/ui-store'

const CartPanel = lazyScreen(() => import('./CartPanel'), 'CartPanel')

/**
 * The cart panel, whose code (its lines, quantity controls, move-to-wishlist and the wishlist's store) loads the
 * first time the panel opens, not with the shop runtime: checkout and account start the runtime at once, and
 * most of their visitors never open the panel there. It slides in on that first opening too (cart.css,
 * `@starting-style`).
 */
export function CartPanelOnFirstOpen() {
  const open = useUiStore((s) => s.isCartOpen)
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  )
}
