import { lazy, Suspense, useDeferredValue, type ComponentType, type ReactNode } from 'react'
import { loadShop } from './load-shop'
import type { ShopUi } from './shop-handle'
import { useShopReady } from './useShopReady'

/**
 * The live shop UI, rendered only once the shop runtime has loaded: until then (and during the
 * prerender) each slot shows its static fallback, so the first load carries none of it.
 */
function fromShop<K extends keyof ShopUi>(name: K) {
  return lazy(() => loadShop().then((shop) => ({ default: shop.ui[name] as ShopUi[K] })))
}

const AccountMenu = fromShop('AccountMenu')
const CartBadge = fromShop('CartBadge')
const CartPanel = fromShop('CartPanel')
const AccountScreen = fromShop('AccountScreen')
const OAuthCallback = fromShop('OAuthCallback')
const CheckoutScreen = fromShop('CheckoutScreen')
const OrderSummaryScreen = fromShop('OrderSummaryScreen')
const LostPasswordScreen = fromShop('LostPasswordScreen')

function ShopSlot<P extends object>({
  component: Component,
  props,
  fallback = null,
}: {
  component: ComponentType<P>
  props: P
  fallback?: ReactNode
}) {
  // Deferred: the shop's screens (checkout, account) are large; React renders them in slices that yield to the
  // browser rather than in the one task the store's update would give them, and keeps the fallback until then.
  const ready = useDeferredValue(useShopReady())
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
export const CheckoutScreenSlot = ({ fallback }: { fallback: ReactNode }) => (
  <ShopSlot component={CheckoutScreen} props={{}} fallback={fallback} />
)
export const OrderSummarySlot = ({ orderId, fallback }: { orderId: string; fallback: ReactNode }) => (
  <ShopSlot component={OrderSummaryScreen} props={{ orderId }} fallback={fallback} />
)
export const LostPasswordSlot = ({ fallback }: { fallback: ReactNode }) => (
  <ShopSlot component={LostPasswordScreen} props={{}} fallback={fallback} />
)
