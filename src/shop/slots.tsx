import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { useShopReady } from './useShopReady'

/**
 * The live shop UI, as lazy chunks rendered only once the shop layer has loaded: until then (and
 * during the prerender) each slot shows its static fallback, so the first load carries none of it.
 */
const AccountMenu = lazy(() =>
  import('../features/auth/AccountMenu').then((m) => ({ default: m.AccountMenu })),
)
const CartBadge = lazy(() => import('../features/cart/CartBadge').then((m) => ({ default: m.CartBadge })))
const CartPanel = lazy(() => import('../features/cart/CartPanel').then((m) => ({ default: m.CartPanel })))
const AccountScreen = lazy(() =>
  import('../features/auth/AccountScreen').then((m) => ({ default: m.AccountScreen })),
)
const OAuthCallback = lazy(() =>
  import('../features/auth/OAuthCallback').then((m) => ({ default: m.OAuthCallback })),
)

function ShopSlot<P extends object>({
  component: Component,
  props,
  fallback = null,
}: {
  component: ComponentType<P>
  props: P
  fallback?: ReactNode
}) {
  const ready = useShopReady()
  if (!ready) return fallback
  return (
    <Suspense fallback={fallback}>
      <Component {...props} />
    </Suspense>
  )
}

export const AccountMenuSlot = ({ fallback }: { fallback: ReactNode }) => (
  <ShopSlot component={AccountMenu} props={{}} fallback={fallback} />
)
export const CartBadgeSlot = () => <ShopSlot component={CartBadge} props={{}} />
export const CartPanelSlot = () => <ShopSlot component={CartPanel} props={{}} />
export const AccountScreenSlot = ({ fallback }: { fallback: ReactNode }) => (
  <ShopSlot component={AccountScreen} props={{}} fallback={fallback} />
)
export const OAuthCallbackSlot = ({ provider, fallback }: { provider: string; fallback: ReactNode }) => (
  <ShopSlot component={OAuthCallback} props={{ provider }} fallback={fallback} />
)
