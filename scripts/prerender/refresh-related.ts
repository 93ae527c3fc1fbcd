import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { ProductSummary } from '../../src/domain/catalogue'
import type { ProductPayload, RoutePayload } from '../../src/domain/payloads'
import { payloadFile } from '../../src/page-data/payload-url'
import { RELATED_WINDOW } from './related-products'

/**
 * An incremental rebuild's pages of products that did not change themselves but whose related products may have: a
 * neighbour that changed (its card shows a new price, say), appeared, went out of stock or is gone. Each of
 * `products` is read from the deployed build, given its related products now and offered again, which writes it only
 * when that changed its payload.
 */
export async function refreshNeighbours(opts: {
  outDir: string
  /** The products to look at (not those whose pages the rebuild writes anyway). */
  products: ProductSummary[]
  related: Map<number, ProductSummary[]>
  offer: (route: string, payload: RoutePayload) => Promise<void>
}): Promise<void> {
  for (const card of opts.products) {
    const route = `/product/${card.slug}`
    const deployed = await readFile(path.join(opts.outDir, payloadFile(route)), 'utf8').catch(() => null)
    if (!deployed) continue
    const payload = JSON.parse(deployed) as ProductPayload
    const related = opts.related.get(card.id) ?? []
    if (JSON.stringify(payload.product.related) === JSON.stringify(related)) continue
    await opts.offer(route, { ...payload, product: { ...payload.product, related } })
  }
}

/**
 * The products whose related products a change may have altered, when the deployed catalogue is not known: related
 * products reach at most RELATED_WINDOW positions, so those that near a changed or new one (`touched`); all of them
 * when a product was removed, whose place is no longer known.
 */
export function neighboursOf(
  catalogue: ProductSummary[],
  touched: ReadonlySet<number>,
  anyRemoved: boolean,
): ProductSummary[] {
  if (anyRemoved) return catalogue
  const near = new Set<number>()
  for (const [position, card] of catalogue.entries())
    if (touched.has(card.id))
      for (let i = position - RELATED_WINDOW; i <= position + RELATED_WINDOW; i++) near.add(i)
  return catalogue.filter((_, i) => near.has(i))
}
