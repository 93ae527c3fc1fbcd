import type { Client } from '@urql/core'
import type { CacheExchangeOpts } from '@urql/exchange-graphcache'
import type { DocumentNode } from 'graphql'
import type { ShopEnv } from '../lib/browser-env'
import type { ShopUi } from '../shop-loader/shop-handle'
import type { SliceDeps, SliceSet } from './slice-deps'

type Updates = NonNullable<CacheExchangeOpts['updates']>

/**
 * What one runtime feature gives the composition root (src/shop/features.ts), exported once from its index.ts.
 * The root folds over the list: the store is the union of the slices, graphcache's config the union of the
 * cache rules, the operations by name the union of the documents, the slots' UI the union of the screens.
 */
export interface ShopFeature<S extends object = object, U extends Partial<ShopUi> = Partial<ShopUi>> {
  /** The feature's folder under src/features/. */
  name: string
  /** Every operation the feature sends (checked against the schema by tests/contract). */
  documents: readonly DocumentNode[]
  cache?: {
    /** graphcache keys for the feature's types without an `id` (`() => null`: embedded in their parent). */
    keys?: NonNullable<CacheExchangeOpts['keys']>
    /** Updaters of the feature's mutations' answers. */
    mutations?: NonNullable<Updates['Mutation']>
    /** Optimistic answers of the feature's mutations. */
    optimistic?: NonNullable<CacheExchangeOpts['optimistic']>
  }
  /** The feature's slice of the shop store: its client state (flags) and actions; `set` writes only its fields. */
  slice?: (deps: SliceDeps, set: SliceSet<S>) => S
  /** Follows the client's cache while it lives (attached again to each new client); returns the unsubscribe. */
  watch?: (client: Client, set: SliceSet<S>) => () => void
  /** Clears what the feature keeps in the browser when the session is forgotten (logout, recovery). */
  forget?: (env: ShopEnv) => void
  /** The screens and parts the feature fills in first-load code's slots (src/shop-loader/slots.tsx). */
  ui?: U
}

/** Declares a feature's descriptor, keeping its slice's and UI's types for the root's fold. */
export function defineShopFeature<
  S extends object = object,
  U extends Partial<ShopUi> = Record<never, never>,
>(feature: ShopFeature<S, U>): ShopFeature<S, U> {
  return feature
}

/** The slice state a descriptor adds to the store. */
export type SliceOf<F> = F extends ShopFeature<infer S, Partial<ShopUi>> ? S : never
/** The UI a descriptor adds to the slots. */
export type UiOf<F> = F extends ShopFeature<object, infer U> ? U : never

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never

/** The store state a list of features makes: the intersection of their slices. */
export type FeaturesState<L extends readonly ShopFeature[]> = UnionToIntersection<SliceOf<L[number]>>
/** The slots' UI a list of features fills: the intersection of their `ui`. */
export type FeaturesUi<L extends readonly ShopFeature[]> = UnionToIntersection<UiOf<L[number]>>
