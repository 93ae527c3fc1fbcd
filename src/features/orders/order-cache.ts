import type { CacheExchangeOpts } from '@urql/exchange-graphcache'

const embedded = () => null

/** Order types without an `id`: stored inside their parent. */
export const orderKeys: NonNullable<CacheExchangeOpts['keys']> = {
  CustomerToOrderConnection: embedded,
  OrderToDownloadableItemConnection: embedded,
  OrderToLineItemConnection: embedded,
  LineItemToProductConnectionEdge: embedded,
  LineItemToProductVariationConnectionEdge: embedded,
  ProductVariationToVariationAttributeConnection: embedded,
  CountryState: embedded,
}
