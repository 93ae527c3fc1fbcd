import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import type { Category } from '../../src/domain/catalogue'
import { CategoryGrid } from '../../src/features/catalogue/components/CategoryGrid'
import { createI18n } from '../../src/i18n/create-i18n'
import { loadLocale } from '../../src/i18n/load-locale'

/** Issue 24, point 9: the menu said "Zubehör", the tile beside it "Accessories". */
describe('the category tiles', () => {
  it('name a category as the menu does, in the shopper’s language', async () => {
    const i18n = createI18n()
    await loadLocale(i18n, 'de_DE')
    const categories = [
      { slug: 'accessories', name: 'Accessories', count: 3, image: null },
      { slug: 'monitors', name: 'Monitors', count: 1, image: null },
    ] as unknown as Category[]
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <CategoryGrid categories={categories} />
      </I18nextProvider>,
    )
    expect(html).toContain('<span class="category-card-name">Zubehör</span>')
    expect(html).toContain('<span class="category-card-name">Monitors</span>')
  })
})
