import type { ComponentType } from 'react'
import { AccountMenu, AccountScreen, LostPasswordScreen, OAuthCallback } from '../features/auth'
import { CheckoutScreen } from '../features/checkout'
import { OrderSummaryScreen } from '../features/orders'
import { CartBadge, CartPanel } from '../features/cart'
import type { ShopUi } from '../shop-loader/shop-handle'
import type { ShopRuntime } from './create-runtime'
import { ShopScope } from './shop-context'

/** The shop's UI for the slots of first-load code, each inside the runtime's ShopScope. */
export function scopedUi({ store, clients }: ShopRuntime): ShopUi {
  function scoped<P extends object>(Component: ComponentType<P>): ComponentType<P> {
    const Scoped = (props: P) => (
      <ShopScope store={store} clients={clients}>
        <Component {...props} />
      </ShopScope>
    )
    Scoped.displayName = `Scoped(${Component.displayName ?? Component.name})`
    return Scoped
  }
  return {
    CartBadge: scoped(CartBadge),
    CartPanel: scoped(CartPanel),
    AccountMenu: scoped(AccountMenu),
    AccountScreen: scoped(AccountScreen),
    OAuthCallback: scoped(OAuthCallback),
    CheckoutScreen: scoped(CheckoutScreen),
    OrderSummaryScreen: scoped(OrderSummaryScreen),
    LostPasswordScreen: scoped(LostPasswordScreen),
  }
}
