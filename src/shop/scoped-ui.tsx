import type { ComponentType } from 'react'
import { ShopScope, type FeaturesUi } from '../shop-kit'
import type { ShopUi } from '../shop-loader/shop-handle'
import type { ShopRuntime } from './create-runtime'
import { shopFeatures, type ShopFeatures } from './features'

/** Fails to compile when the features leave a slot of ShopUi unfilled. */
type Complete<U extends ShopUi> = U

/** The shop's UI for the slots of first-load code, folded from the features' `ui`, each inside the runtime's ShopScope. */
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
  const ui: Complete<FeaturesUi<ShopFeatures>> = Object.assign(
    {},
    ...shopFeatures.map((feature) => feature.ui),
  )
  return Object.fromEntries(
    Object.entries(ui).map(([slot, Component]) => [slot, scoped(Component as ComponentType<object>)]),
  ) as unknown as ShopUi
}
