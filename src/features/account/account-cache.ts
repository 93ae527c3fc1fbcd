import type { CacheExchangeOpts } from '@urql/exchange-graphcache'

const embedded = () => null

/** Account types without an `id`: stored inside their parent. */
export const accountKeys: NonNullable<CacheExchangeOpts['keys']> = {
  CustomerAddress: embedded,
  CustomerToDownloadableItemConnection: embedded,
  UpdateCustomerPayload: embedded,
}
