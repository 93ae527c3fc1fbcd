import type { Category, ProductSummary } from '../../src/domain/catalogue'
import { dateToMs } from '../../src/lib/listing/index-format'
import { relatedOfCatalogue } from './related-products'

/**
 * The catalogue after a change, from the deployed one: `order` is every visible product's id in catalogue order
 * now, `read` the cards of the products read from the backend (changed or appeared); every other product keeps its
 * deployed card. An id with neither (read as listed, then gone before its details were asked for) is left out.
 */
export function applyChanges(
  deployed: readonly ProductSummary[],
  order: readonly number[],
  read: ReadonlyMap<number, ProductSummary>,
): ProductSummary[] {
  const before = new Map(deployed.map((card) => [card.id, card]))
  return order.flatMap((id) => {
    const card = read.get(id) ?? before.get(id)
    return card ? [card] : []
  })
}

/**
 * The ids of `rest` (in catalogue order) with `placed` put where the listing's order puts them: newest first, the
 * higher id first at the same time (WooGraphQL's `orderby: DATE` pages by date and id; the plugin's id listing
 * orders the same). For products that are new, or were given another date, when the ids are not read.
 */
export function placeByDate(rest: readonly ProductSummary[], placed: readonly ProductSummary[]): number[] {
  const key = (card: ProductSummary) => [dateToMs(card.date), card.id] as const
  const before = (a: ProductSummary, b: ProductSummary) => {
    const [dateA, idA] = key(a)
    const [dateB, idB] = key(b)
    return dateA > dateB || (dateA === dateB && idA > idB)
  }
  const queue = [...placed].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0))
  const out: number[] = []
  let next = 0
  for (const card of rest) {
    while (next < queue.length && before(queue[next]!, card)) out.push(queue[next++]!.id)
    out.push(card.id)
  }
  while (next < queue.length) out.push(queue[next++]!.id)
  return out
}

/**
 * A category's listing after a change: its products' ids in order, or `ask` when only the backend can tell (its
 * size first, then, if the size says so, its ids).
 */
export type CategoryMembers = { ids: number[] } | 'ask'

/**
 * Each category's products after a change, without asking the backend where the deployed listings and the changed
 * cards tell. A category's listing on the backend holds the products of the category and of its subcategories, and a
 * card names only its own categories (the hierarchy is not read), so:
 *
 * - a category whose deployed listing holds only products that name it ("direct": no subcategory adds products) is
 *   the catalogue narrowed to the products naming it now;
 * - a category whose listing also holds its subcategories' products keeps its deployed products that are still in
 *   the catalogue, plus the changed products that name it;
 * - and the backend is asked about either when a changed product may be in it through a subcategory: it names
 *   another category that some deployed product of this one names too, or one without deployed products (a new or
 *   so far empty category, whose parent is unknown); or, for a category that is not direct, when a changed product
 *   was in it before (it may have left through a subcategory). A category the deployed build has no listing of is
 *   asked about too.
 *
 * Unchanged products keep their categories (a category assigned without saving the product leaves its modified date,
 * and is not seen: the same limit as any change that does not touch the date), and the hierarchy is taken as it was
 * (a category moved under another is seen by the next full build).
 */
export function categoryMembers(opts: {
  categories: readonly Category[]
  deployed: ReadonlyMap<string, readonly number[]>
  deployedCards: readonly ProductSummary[]
  catalogue: readonly ProductSummary[]
  /** Ids of the products read from the backend (changed or appeared). */
  changed: ReadonlySet<number>
}): Map<string, CategoryMembers> {
  const deployedCard = new Map(opts.deployedCards.map((card) => [card.id, card]))
  const changedCards = opts.catalogue.filter((card) => opts.changed.has(card.id))
  // The categories some deployed product names (a subcategory with products shows in its parents' listings).
  const populated = new Set(opts.deployedCards.flatMap((card) => card.categories))
  const out = new Map<string, CategoryMembers>()
  for (const category of opts.categories) {
    const slug = category.slug
    const before = opts.deployed.get(slug)
    if (!before) {
      out.set(slug, 'ask')
      continue
    }
    // The categories this category's deployed products name: a changed product naming one of them (but not this
    // one) may be in it through a subcategory.
    const near = new Set<string>()
    let direct = true
    for (const id of before) {
      const categories = deployedCard.get(id)?.categories ?? []
      if (!categories.includes(slug)) direct = false
      for (const other of categories) near.add(other)
    }
    const beforeSet = new Set(before)
    const unsure = changedCards.some(
      (card) =>
        (!direct && beforeSet.has(card.id)) ||
        (!card.categories.includes(slug) &&
          card.categories.some((other) => near.has(other) || !populated.has(other))),
    )
    if (unsure) {
      out.set(slug, 'ask')
      continue
    }
    const ids = opts.catalogue
      .filter((card) => card.categories.includes(slug) || (!direct && beforeSet.has(card.id)))
      .map((card) => card.id)
    out.set(slug, { ids })
  }
  return out
}

/**
 * The products whose related products (related-products.ts) differ between the deployed catalogue and the new one:
 * another choice, or a chosen card that changed. `changed` holds the products read again (their pages are written
 * anyway); a product whose card is the deployed one is compared by the ids it relates to.
 */
export function relatedChanges(opts: {
  deployed: readonly ProductSummary[]
  catalogue: readonly ProductSummary[]
  related: ReadonlyMap<number, ProductSummary[]>
  changed: ReadonlySet<number>
}): ProductSummary[] {
  const before = relatedOfCatalogue(opts.deployed)
  const deployedCard = new Map(opts.deployed.map((card) => [card.id, card]))
  // Cards that differ from the deployed ones: a related list naming one shows a new card.
  const newCard = new Set(
    opts.catalogue
      .filter((card) => opts.changed.has(card.id))
      .filter((card) => JSON.stringify(card) !== JSON.stringify(deployedCard.get(card.id) ?? null))
      .map((card) => card.id),
  )
  return opts.catalogue.filter((card) => {
    if (opts.changed.has(card.id)) return false
    const was = before.get(card.id) ?? []
    const now = opts.related.get(card.id) ?? []
    return (
      was.length !== now.length ||
      now.some((related, i) => related.id !== was[i]!.id || newCard.has(related.id))
    )
  })
}
