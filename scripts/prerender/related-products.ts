import type { ProductSummary } from '../../src/domain/catalogue'
import { limits } from '../../src/config/limits'
import { summaryOf } from '../../src/lib/product-summary'

/** How far from a product, in catalogue positions on either side, its related products are looked for. */
export const RELATED_WINDOW = 500

/** A product with the related products chosen for it. */
export interface WithRelated<T> {
  item: T
  related: ProductSummary[]
}

interface Candidate {
  summary: ProductSummary
  /** Catalogue positions between it and the product. */
  distance: number
}

interface Entry<T> {
  item: T
  summary: ProductSummary
  position: number
  keys: Set<string>
  eligible: boolean
  /** Candidates before it (newer), nearest first; then those after it, nearest first, as they arrive. */
  before: Candidate[]
  after: Candidate[]
}

/** The terms WooCommerce relates products by: categories and tags. */
function relatingKeys(product: ProductSummary): Set<string> {
  return new Set([
    ...product.categories.map((slug) => `product_cat:${slug}`),
    ...product.terms.filter((t) => t.taxonomy === 'product_tag').map((t) => `product_tag:${t.slug}`),
  ])
}

function shares(a: Set<string>, b: Set<string>): boolean {
  for (const key of a) if (b.has(key)) return true
  return false
}

/**
 * Chooses each product's related products as the build streams the catalogue, newest first. The candidates are
 * WooCommerce's (`wc_get_related_products`): products sharing a category or a tag with it, in stock (not out of
 * stock), not itself. WooCommerce then shuffles them on every request, so its choice changes on every build; ours is
 * the `limits.related` candidates nearest to the product in the catalogue's order (released about the same time),
 * the newer first at equal distance, within `window` positions. The same catalogue gives the same choice whatever
 * the order answers arrived in, and a new or changed product changes only its neighbours' choice, so an incremental
 * rebuild stays small.
 *
 * A product is handed back once nothing after it can be nearer than its choice, at most `window` products later:
 * memory holds the last `window` summaries and the products still waiting, never the catalogue.
 */
export class RelatedProducts<T extends ProductSummary> {
  private readonly history: Entry<T>[] = []
  private pending: Entry<T>[] = []
  private position = 0

  constructor(
    private readonly window = RELATED_WINDOW,
    private readonly count: number = limits.related,
  ) {}

  /** Adds the next product of the catalogue; returns the products whose choice is now final, in catalogue order. */
  push(item: T): WithRelated<T>[] {
    const summary = summaryOf(item)
    const entry: Entry<T> = {
      item,
      summary,
      position: this.position++,
      keys: relatingKeys(item),
      eligible: item.stockStatus !== 'OUT_OF_STOCK',
      before: [],
      after: [],
    }
    if (entry.eligible)
      for (const waiting of this.pending)
        if (shares(waiting.keys, entry.keys))
          waiting.after.push({ summary, distance: entry.position - waiting.position })
    for (let i = this.history.length - 1; i >= 0 && entry.before.length < this.count; i--) {
      const other = this.history[i]!
      if (other.eligible && shares(entry.keys, other.keys))
        entry.before.push({ summary: other.summary, distance: entry.position - other.position })
    }
    this.history.push(entry)
    if (this.history.length > this.window) this.history.shift()
    this.pending.push(entry)
    return this.settle(false)
  }

  /** The end of the catalogue: every product still waiting gets the candidates it has. */
  finish(): WithRelated<T>[] {
    return this.settle(true)
  }

  private settle(ended: boolean): WithRelated<T>[] {
    const done: WithRelated<T>[] = []
    const newest = this.position - 1
    this.pending = this.pending.filter((entry) => {
      const chosen = this.nearest(entry)
      const seen = newest - entry.position
      const final =
        ended ||
        seen >= this.window ||
        (chosen.length === this.count && chosen[this.count - 1]!.distance <= seen)
      if (final) done.push({ item: entry.item, related: chosen.map((c) => c.summary) })
      return !final
    })
    return done
  }

  /** The nearest candidates known, before (newer) first at equal distance: the two nearest-first lists merged. */
  private nearest(entry: Entry<T>): Candidate[] {
    const out: Candidate[] = []
    let b = 0
    let a = 0
    while (out.length < this.count && (b < entry.before.length || a < entry.after.length)) {
      const before = entry.before[b]
      const after = entry.after[a]
      if (before && (!after || before.distance <= after.distance)) out.push(entry.before[b++]!)
      else out.push(entry.after[a++]!)
    }
    return out
  }
}

/** The related products of every product of a catalogue in its order (what an incremental rebuild compares). */
export function relatedOfCatalogue<T extends ProductSummary>(
  products: Iterable<T>,
): Map<number, ProductSummary[]> {
  const resolver = new RelatedProducts<T>()
  const out = new Map<number, ProductSummary[]>()
  for (const product of products)
    for (const { item, related } of resolver.push(product)) out.set(item.id, related)
  for (const { item, related } of resolver.finish()) out.set(item.id, related)
  return out
}
