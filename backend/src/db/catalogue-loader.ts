import type { Db } from './database'
import type { Product, ReviewRow, TermRow } from './catalogue'
import {
  productsByMenuOrder,
  reviewsByProduct,
  termsByProduct,
  termsBySlug,
  variationsByParent,
} from './catalogue-batches'

/**
 * One relation (variations, terms, …) of the products a request has listed, loaded for all of them at once: the first
 * product asking for it loads it for every listed product that does not have it yet, so a page of 100 products costs
 * one query per relation instead of 100 (resolvers stay synchronous; no DataLoader promises).
 */
class SiblingBatch<T> {
  private readonly values = new Map<number, T[]>()

  constructor(
    private readonly listed: Map<number, Product>,
    private readonly load: (products: Product[]) => Map<number, T[]>,
  ) {}

  get(product: Product): T[] {
    const known = this.values.get(product.id)
    if (known !== undefined) return known
    const wanted = new Map([[product.id, product]])
    for (const [id, p] of this.listed) if (!this.values.has(id)) wanted.set(id, p)
    const loaded = this.load([...wanted.values()])
    for (const id of wanted.keys()) this.values.set(id, loaded.get(id) ?? [])
    return this.values.get(product.id)!
  }
}

/** Per-request cache of catalogue relations, batched over every product the request has listed (see `list`). */
export class CatalogueLoader {
  private readonly listed = new Map<number, Product>()
  private readonly taxonomies = new Map<string, Map<string, TermRow>>()

  private readonly variationBatch: SiblingBatch<Product>
  private readonly termBatch: SiblingBatch<TermRow>
  private readonly reviewBatch: SiblingBatch<ReviewRow>
  private readonly relatedBatch: SiblingBatch<Product>

  constructor(private readonly db: Db) {
    const ids = (products: Product[]) => products.map((p) => p.id)
    this.variationBatch = new SiblingBatch(this.listed, (ps) => variationsByParent(db, ids(ps)))
    this.termBatch = new SiblingBatch(this.listed, (ps) => termsByProduct(db, ids(ps)))
    this.reviewBatch = new SiblingBatch(this.listed, (ps) => reviewsByProduct(db, ids(ps)))
    this.relatedBatch = new SiblingBatch(this.listed, (ps) => this.loadRelated(ps))
  }

  /** Notes products the response will show, so their relations load together; answers them unchanged. */
  list<T extends Product>(products: T[]): T[] {
    for (const p of products) if (!this.listed.has(p.id)) this.listed.set(p.id, p)
    return products
  }

  variations(p: Product): Product[] {
    return this.variationBatch.get(p)
  }

  terms(p: Product): TermRow[] {
    return this.termBatch.get(p)
  }

  /** Approved reviews, newest first. */
  reviews(p: Product): ReviewRow[] {
    return this.reviewBatch.get(p)
  }

  /** The stored related products that are still published, in their stored order. */
  related(p: Product): Product[] {
    return this.list(this.relatedBatch.get(p))
  }

  term(taxonomy: string, slug: string): TermRow | undefined {
    let bySlug = this.taxonomies.get(taxonomy)
    if (!bySlug) this.taxonomies.set(taxonomy, (bySlug = termsBySlug(this.db, taxonomy)))
    return bySlug.get(slug)
  }

  private loadRelated(products: Product[]): Map<number, Product[]> {
    const indexes = new Map(products.map((p) => [p.id, JSON.parse(p.related) as number[]]))
    const byIndex = productsByMenuOrder(this.db, [...new Set([...indexes.values()].flat())])
    const related = new Map<number, Product[]>()
    for (const [id, wanted] of indexes)
      related.set(
        id,
        wanted.map((i) => byIndex.get(i)).filter((r): r is Product => !!r),
      )
    return related
  }
}
