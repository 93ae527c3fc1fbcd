import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { CategoryRef, ProductSummary } from '../src/domain/catalogue'
import { htmlToText } from '../src/lib/sanitize-html'
import {
  CATALOGUE_INDEX_PATH,
  CATALOGUE_SEARCH_PATH,
  CATEGORY_KEY,
  compactSearchText,
  INDEX_VERSION,
  normalizeSearchText,
  toIndexRow,
  type CatalogueIndexJson,
  type Facet,
  type IndexRow,
  type SearchIndexJson,
} from '../src/lib/listing/index-format'

export { toIndexRow }

/** The search text of a product: plain text of its name, short description and description. */
export function productSearchText(product: {
  name: string
  shortDescription: string
  description: string
}): string {
  return normalizeSearchText(
    `${product.name} ${htmlToText(product.shortDescription)} ${htmlToText(product.description)}`,
  )
}

/** Search texts of a batch of products, keyed by id, as `CatalogueIndexWriter.add` takes them. */
export function searchTexts(
  products: { id: number; name: string; shortDescription: string; description: string }[],
): Map<number, string> {
  return new Map(products.map((product) => [product.id, productSearchText(product)]))
}

/**
 * Builds the catalogue index and the search file (format in src/lib/listing/index-format.ts) from
 * batches of products as the prerender streams them. Only compact rows are kept in memory.
 */
export class CatalogueIndexWriter {
  private readonly facets: Facet[] = []
  private readonly facetIds = new Map<string, number>()
  private readonly rows: IndexRow[] = []
  private readonly texts: [number, string][] = []
  private readonly seen = new Set<number>()
  private readonly categoryNames: Map<string, string>

  /** `categories` gives the names shown in the category filter (the slug is shown otherwise). */
  constructor(options: { categories?: CategoryRef[] } = {}) {
    this.categoryNames = new Map((options.categories ?? []).map((c) => [c.slug, c.name]))
  }

  get size(): number {
    return this.rows.length
  }

  /** Adds products in listing order; `texts` holds each one's search text (see `searchTexts`). */
  add(products: ProductSummary[], texts: Map<number, string>): void {
    for (const product of products) {
      if (this.seen.has(product.id)) continue
      this.seen.add(product.id)
      this.rows.push(toIndexRow(product, this.facetId))
      this.texts.push([product.id, compactSearchText(texts.get(product.id) ?? product.name)])
    }
  }

  /** The two files' contents, without writing them. */
  toJson(): { index: CatalogueIndexJson; search: SearchIndexJson } {
    return {
      index: { v: INDEX_VERSION, facets: this.facets, rows: this.rows },
      search: { v: INDEX_VERSION, rows: this.texts },
    }
  }

  /** Writes `products/_index.json` and `products/_search.json` under the output folder. */
  async finish(outDir: string): Promise<void> {
    const { index, search } = this.toJson()
    await writeJson(join(outDir, CATALOGUE_INDEX_PATH), index)
    await writeJson(join(outDir, CATALOGUE_SEARCH_PATH), search)
  }

  private readonly facetId = (key: string, slug: string, name: string): number => {
    const id = `${key}:${slug}`
    let position = this.facetIds.get(id)
    if (position === undefined) {
      position = this.facets.length
      const label = key === CATEGORY_KEY ? (this.categoryNames.get(slug) ?? name) : name
      this.facets.push([key, slug, label])
      this.facetIds.set(id, position)
    }
    return position
  }
}

async function writeJson(file: string, value: unknown): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, JSON.stringify(value))
}
