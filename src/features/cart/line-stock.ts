import { MAX_LINE_QUANTITY } from '../../config/limits'
import { config } from '../../config'
import { createCatalogueClient } from '../../graphql/catalogue-client'
import { fetchStockStatus } from '../../graphql/catalogue/api'
import { lineLimit } from '../../lib/line-limit'

/**
 * Loaded lazily when a line's quantity is first touched: the most that line may hold, from its product's current
 * stock (the product page's live stock read, getStockStatus). The line limit when the product is gone.
 */
export async function loadLineLimit(slug: string, variationId: number | null): Promise<number> {
  const live = await fetchStockStatus(createCatalogueClient(config.gqlHost), slug)
  const stock = variationId ? live?.variations.get(variationId) : live
  return stock ? lineLimit(stock) : MAX_LINE_QUANTITY
}
