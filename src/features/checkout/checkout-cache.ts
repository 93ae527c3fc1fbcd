import type { CacheExchangeOpts } from '@urql/exchange-graphcache'
import { CART_ARGS } from '../cart'

const embedded = () => null

/** Checkout types without an `id`: stored inside their parent. */
export const checkoutKeys: NonNullable<CacheExchangeOpts['keys']> = {
  RootQueryToPaymentGatewayConnection: embedded,
  CountryState: embedded,
  CheckoutPayload: embedded,
}

export const checkoutUpdates: NonNullable<NonNullable<CacheExchangeOpts['updates']>['Mutation']> = {
  // An order empties the cart on the server: the next read of the cart goes to the network. A refused
  // checkout (no payload) leaves the cart as it is, so the form with everything typed stays on screen.
  checkout: (result, _args, cache) => {
    if (result.checkout) cache.invalidate('Query', 'cart', CART_ARGS)
  },
}
