import type { Category, ProductSummary, SiteInfo } from '../src/domain/catalogue'
import type { CategoriesPayload, HomePayload } from '../src/domain/payloads'
import { summaryOf } from '../src/lib/product-summary'

export const HOME_PRODUCT_COUNT = 8

/** Categories as shown: the largest first, empty ones hidden. */
export function visibleCategories(categories: Category[]): Category[] {
  return categories
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
}

export function buildHomePayload(input: {
  site: SiteInfo
  categories: Category[]
  newest: ProductSummary[]
  onSale: ProductSummary[]
}): HomePayload {
  return {
    kind: 'home',
    head: {
      title: 'home.title',
      titleIsKey: true,
      description: input.site.description || 'Workstations and computers for creative professionals',
      canonicalPath: '/',
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: input.site.name }],
    },
    categories: visibleCategories(input.categories),
    // Callers may pass full product details: the cards need only the summary.
    newest: input.newest.slice(0, HOME_PRODUCT_COUNT).map(summaryOf),
    onSale: input.onSale.slice(0, HOME_PRODUCT_COUNT).map(summaryOf),
  }
}

export function buildCategoriesPayload(categories: Category[]): CategoriesPayload {
  return {
    kind: 'categories',
    head: {
      title: 'categories.title',
      titleIsKey: true,
      description: 'Shop by category: made to order, desktop, laptop and accessories',
      canonicalPath: '/categories',
    },
    categories: visibleCategories(categories),
  }
}
