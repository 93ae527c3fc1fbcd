import { config } from '../../../config'
import { createCatalogueClient } from '../../../graphql/catalogue-client'
import { fetchStockStatus, type LiveStock } from '../../../graphql/catalogue/api'

/** Loaded lazily on the first interaction: the GraphQL read of a product's current stock. */
export function loadLiveStock(slug: string): Promise<LiveStock | null> {
  return fetchStockStatus(createCatalogueClient(config.gqlHost), slug)
}
