import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { ProductSummary } from '../../src/domain/catalogue'
import type { ProductPayload, RoutePayload } from '../../src/domain/payloads'
import { payloadFile } from '../../src/page-data/payload-url'
import { RELATED_WINDOW } from './related-products'

/**
 * An incremental rebuild's pages of products that did not change themselves but whose related products did: a
 * neighbour that changed (its card shows a new price, say), appeared, went out of stock or is gone. Related products
 * reach at most RELATED_WINDOW positions, so only the products that near a changed or new one are looked at (all of
 * them when a product was removed, whose place is no longer known); each is read from the deployed build, given its
 * new related products and offered again, which writes it only when that changed its payload.
 */
export async function refreshNeighbours(opts: {
  outDir: string
  /** Every product's card, in catalogue order. */
  catalogue: ProductSummary[]
  related: Map<number, ProductSummary[]>
  /** Positions in `catalogue` of the products changed or new since the deployed build (written already). */
  touched: number[]
  anyRemoved: boolean
  offer: (route: string, payload: RoutePayload) => Promise<void>
}): Promise<void> {
  const touched = new Set(opts.touched)
  const near = new Set<number>()
  if (opts.anyRemoved) opts.catalogue.forEach((_, i) => near.add(i))
  else
    for (const position of touched)
      for (let i = position - RELATED_WINDOW; i <= position + RELATED_WINDOW; i++) near.add(i)
  for (const [i, card] of opts.catalogue.entries()) {
    if (!near.has(i) || touched.has(i)) continue
    const route = `/product/${card.slug}`
    const deployed = await readFile(path.join(opts.outDir, payloadFile(route)), 'utf8').catch(() => null)
    if (!deployed) continue
    const payload = JSON.parse(deployed) as ProductPayload
    const related = opts.related.get(card.id) ?? []
    if (JSON.stringify(payload.product.related) === JSON.stringify(related)) continue
    await opts.offer(route, { ...payload, product: { ...payload.product, related } })
  }
}
