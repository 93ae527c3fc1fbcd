import type { Client } from '@urql/core'
import type { ShopEnv } from '../lib/browser-env'
import type { RunOperation } from './run-operation'
import type { TokenStore } from './tokens'

/** What the runtime gives each feature's store slice (tests build it with fakes through createShopRuntime). */
export interface SliceDeps {
  run: RunOperation
  /** The current GraphQL client: its cache is where the shop's server data lives. */
  client(): Client
  tokens: TokenStore
  env: ShopEnv
  settings: { autoOpenCart: boolean }
  setCartOpen(open: boolean): void
  /** Resolves once a first getCart on its way has answered (see src/shop/session-slice.ts). */
  afterInit(): Promise<void>
  /** Loads getCart again; false when it failed. */
  refreshCart(): Promise<boolean>
  /** Drops the session locally: cache, tokens, cookies. */
  forgetSession(): void
  /** Checks a username and password apart from the session (true right, false refused, null no answer). */
  verifyCredentials(username: string, password: string): Promise<boolean | null>
}

/** A slice's `set`: it only ever writes its own fields. */
export type SliceSet<S> = (partial: Partial<S>) => void

/**
 * The session's part of the store, which every feature may read (`useShopSession`): whether the first getCart has
 * answered, and the calls that start and repeat it. The root (src/shop/session-slice.ts) implements it.
 */
export interface SessionState {
  isLoaded: boolean
  /** Loads getCart once; on failure runs the recovery (clear, log out, reload once). */
  init(): Promise<void>
  /** Loads getCart again (after a login): the cache then holds the new shopper. */
  refreshCart(): Promise<boolean>
}
