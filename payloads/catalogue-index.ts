import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { JsonArraySpill } from './json-array-spill'
import { replaceFile } from './replace-file'
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
 * batches of products as the prerender streams them. With `spillTo` (the output folder) the rows go to
 * files as they come, so memory does not grow with the catalogue; otherwise they are kept for `toJson`.
 */
export class CatalogueIndexWriter {
  private readonly facets: Facet[] = []
  private readonly facetIds = new Map<string, number>()
  private readonly rows: IndexRow[] = []
  private readonly texts: [number, string][] = []
  private readonly seen = new Set<number>()
  private readonly categoryNames: Map<string, string>
  private readonly spill: { rows: JsonArraySpill; texts: JsonArraySpill } | null

  /** `categories` gives the names shown in the category filter (the slug is shown otherwise). */
  constructor(options: { categories?: CategoryRef[]; spillTo?: string } = {}) {
    this.categoryNames = new Map((options.categories ?? []).map((c) => [c.slug, c.name]))
    const spillTo = options.spillTo
    this.spill = spillTo
      ? {
          rows: new JsonArraySpill(join(spillTo, `${CATALOGUE_INDEX_PATH}.rows`)),
          texts: new JsonArraySpill(join(spillTo, `${CATALOGUE_SEARCH_PATH}.rows`)),
        }
      : null
  }

  get size(): number {
    return this.spill?.rows.length ?? this.rows.length
  }

  /** Adds products in listing order; `texts` holds each one's search text (see `searchTexts`). */
  add(products: ProductSummary[], texts: Map<number, string>): void {
    for (const product of products) {
      if (this.seen.has(product.id)) continue
      this.seen.add(product.id)
      const row = toIndexRow(product, this.facetId)
      const text: [number, string] = [product.id, compactSearchText(texts.get(product.id) ?? product.name)]
      if (this.spill) {
        this.spill.rows.push(row)
        this.spill.texts.push(text)
      } else {
        this.rows.push(row)
        this.texts.push(text)
      }
    }
  }

  /** The two files' contents, without writing them (not when spilling to files). */
  toJson(): { index: CatalogueIndexJson; search: SearchIndexJson } {
    if (this.spill) throw new Error('A spilling index writer has no rows in memory: call finish()')
    return {
      index: { v: INDEX_VERSION, facets: this.facets, rows: this.rows },
      search: { v: INDEX_VERSION, rows: this.texts },
    }
  }

  /** Writes `products/_index.json` and `products/_search.json` under the output folder. */
  async finish(outDir: string): Promise<void> {
    const indexFile = join(outDir, CATALOGUE_INDEX_PATH)
    const searchFile = join(outDir, CATALOGUE_SEARCH_PATH)
    if (!this.spill) {
      const { index, search } = this.toJson()
      await writeJson(indexFile, index)
      await writeJson(searchFile, search)
      return
    }
    // The same bytes as JSON.stringify of toJson()'s objects: {"v":…,"facets":[…],"rows":[…]}, {"v":…,"rows":[…]}.
    const version = JSON.stringify(INDEX_VERSION)
    await this.spill.rows.writeJson(
      indexFile,
      `{"v":${version},"facets":${JSON.stringify(this.facets)},"rows":`,
      '}',
    )
    await this.spill.texts.writeJson(searchFile, `{"v":${version},"rows":`, '}')
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
  await replaceFile(file, JSON.stringify(value))
}
