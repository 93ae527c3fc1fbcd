import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import type { Category, ImageRef } from '../../src/domain/catalogue'
import type { HomePayload } from '../../src/domain/payloads'
import { HomeScreen } from '../../src/features/catalogue/screens/HomeScreen'
import { lcpImagePreload } from '../../renderer/lcp-preload'
import { createI18n } from '../../src/i18n/create-i18n'
import { loadLocale } from '../../src/i18n/load-locale'
import { summaryFixture } from '../support/product-summaries'

const picture = (name: string): ImageRef => ({
  src: `https://shop.example/wp-content/uploads/${name}.jpg`,
  alt: name,
  width: 800,
  height: 800,
})

const categories = (withPictures: boolean) =>
  ['desktop', 'laptop', 'accessories', 'made-to-order'].map((slug) => ({
    slug,
    name: slug,
    count: 3,
    image: withPictures ? picture(`category-${slug}`) : null,
  })) as unknown as Category[]

async function homeHtml(withCategoryPictures: boolean) {
  const i18n = createI18n()
  await loadLocale(i18n, 'en_US')
  const payload = {
    kind: 'home',
    head: { title: 'Home' },
    categories: categories(withCategoryPictures),
    newest: Array.from({ length: 8 }, (_, i) =>
      summaryFixture(i + 1, { image: picture(`product-${i + 1}`) }),
    ),
    onSale: [],
  } as unknown as HomePayload
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <HomeScreen payload={payload} />
    </I18nextProvider>,
  )
}

/** The `src` of every image the page asks the browser for first (and so preloads in its head). */
const prioritised = (html: string) =>
  [...html.matchAll(/<img [^>]*fetchpriority="high"[^>]*>/g)].map(
    (m) => /src="[^"]*\/(\w[\w-]*)\.jpg"/.exec(m[0])?.[1],
  )

describe('the home page’s first screen', () => {
  it('gives priority to the category pictures when the shop has them', async () => {
    expect(prioritised(await homeHtml(true))).toEqual([
      'category-desktop',
      'category-laptop',
      'category-accessories',
      'category-made-to-order',
    ])
  })

  // Seen on the real-stack shop, whose categories have no picture: the largest paint, on a phone and on a desktop, is
  // a category tile's placeholder, which loaded lazily (Lighthouse: lcp-discovery-insight, LCP 2.3 s).
  it('gives it to the placeholders of the category tiles that have no picture, preloaded once', async () => {
    const html = await homeHtml(false)
    expect(prioritised(html)).toEqual(['placeholder', 'placeholder', 'placeholder', 'placeholder'])
    expect(html).toMatch(/<img src="\/images\/placeholder.jpg"[^>]* loading="eager" fetchpriority="high"/)
    expect(lcpImagePreload(html)).toBe(
      '<link rel="preload" as="image" href="/images/placeholder.jpg" fetchpriority="high" />',
    )
    // The products below them load as they come into view.
    expect(html).not.toMatch(/product-1\.jpg"[^>]*fetchpriority/)
  })
})
