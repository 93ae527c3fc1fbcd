import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'

const shopUrl = inject('shopUrl')
const SITE = 'Forge Workstations'

type Texts = Record<string, Record<string, unknown>>
const texts = (locale: string): Texts => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Texts
const en = texts('en_US')
const fr = texts('fr_FR')
const text = (locale: Texts, key: string): string =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale) as string

/** What a search engine reads in a page's head: title, description, canonical, robots and Open Graph tags. */
interface Head {
  title: string
  description: string
  canonical: string
  robots: string | null
  ogTitle: string
  ogDescription: string
  ogUrl: string
  ogType: string
}

const decode = (value: string) =>
  value
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The head of the HTML as served, before any script runs. */
function headOfHtml(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'))
  const meta = (attribute: string, name: string) => {
    const match = new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(head)
    return match ? decode(match[1]!) : null
  }
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: meta('name', 'description') ?? '',
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] ?? '',
    robots: meta('name', 'robots'),
    ogTitle: meta('property', 'og:title') ?? '',
    ogDescription: meta('property', 'og:description') ?? '',
    ogUrl: meta('property', 'og:url') ?? '',
    ogType: meta('property', 'og:type') ?? '',
  }
}

/** The head as the page has it now, after hydration, a navigation or a language switch. */
function headOfPage(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null
    return {
      title: document.title,
      description: attr('meta[name="description"]', 'content') ?? '',
      canonical: attr('link[rel="canonical"]', 'href') ?? '',
      robots: attr('meta[name="robots"]', 'content'),
      ogTitle: attr('meta[property="og:title"]', 'content') ?? '',
      ogDescription: attr('meta[property="og:description"]', 'content') ?? '',
      ogUrl: attr('meta[property="og:url"]', 'content') ?? '',
      ogType: attr('meta[property="og:type"]', 'content') ?? '',
    }
  })
}

interface Kind {
  kind: string
  path: string
  /** The page's own title (the site name follows it), in a locale's texts. */
  title: (locale: Texts) => string
  description?: (locale: Texts) => string
  /** The canonical URL's path, when not the page's own; '' when the page must have none. */
  canonicalPath?: string
  noindex?: boolean
  ogType?: string
  status?: number
}

describe('every kind of page is titled and described for what it is', () => {
  const shopper = new Shopper()
  let kinds: Kind[]

  beforeAll(async () => {
    const listing = (await (await fetch(`${shopUrl}/products/_payload.json`)).json()) as {
      listing: { products: { slug: string; name: string }[] }
    }
    const product = listing.listing.products[0]!
    const categories = (await (await fetch(`${shopUrl}/categories/_payload.json`)).json()) as {
      categories: { slug: string; name: string }[]
    }
    const category = categories.categories[0]!
    kinds = [
      {
        kind: 'home',
        path: '/',
        title: (t) => text(t, 'home.title'),
        canonicalPath: '/',
      },
      { kind: 'listing', path: '/products', title: (t) => text(t, 'listing.allProducts') },
      {
        kind: 'listing page 2',
        path: '/products/page/2',
        title: (t) =>
          text(t, 'listing.pageTitle')
            .replace('{{title}}', text(t, 'listing.allProducts'))
            .replace('{{page}}', '2'),
      },
      { kind: 'category', path: `/product-category/${category.slug}`, title: () => category.name },
      { kind: 'categories', path: '/categories', title: (t) => text(t, 'categories.title') },
      { kind: 'product', path: `/product/${product.slug}`, title: () => product.name, ogType: 'product' },
      ...(['warranty', 'privacyPolicy', 'shippingAndReturns'] as const).map((key) => ({
        kind: `information page ${key}`,
        path: `/${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
        title: (t: Texts) => text(t, `pages.${key}.title`),
        description: (t: Texts) => text(t, `pages.${key}.intro`),
      })),
      { kind: 'checkout', path: '/checkout', title: (t) => text(t, 'checkout.title'), noindex: true },
      { kind: 'account', path: '/my-account', title: (t) => text(t, 'account.title'), noindex: true },
      {
        kind: 'order summary',
        path: '/order-summary',
        title: (t) => text(t, 'orderSummary.title'),
        noindex: true,
      },
      {
        kind: '404',
        path: '/no-such-page-anywhere',
        title: (t) => text(t, 'errors.pageNotFoundTitle'),
        noindex: true,
        status: 404,
        canonicalPath: '',
      },
    ]
  })
  afterAll(() => shopper.close())

  it('in the HTML as served: its own title, never an error, with matching Open Graph tags', async () => {
    const seen: string[] = []
    for (const kind of kinds) {
      const response = await fetch(shopUrl + kind.path)
      expect(response.status, kind.kind).toBe(kind.status ?? 200)
      const head = headOfHtml(await response.text())
      const title = `${kind.title(en)} - ${SITE}`
      seen.push(`${kind.kind}: ${head.title}`)
      expect(head.title, kind.kind).toBe(title)
      expect(head.ogTitle, kind.kind).toBe(title)
      expect(head.description, kind.kind).not.toBe('')
      expect(head.ogDescription, kind.kind).toBe(head.description)
      if (kind.description) expect(head.description, kind.kind).toBe(kind.description(en))
      expect(head.robots, kind.kind).toBe(kind.noindex ? 'noindex' : null)
      expect(head.ogType, kind.kind).toBe(kind.ogType ?? 'website')
      if (kind.canonicalPath === '') {
        // Served for any unknown path, the error page points search engines nowhere (no canonical, no og:url).
        expect([head.canonical, head.ogUrl], kind.kind).toEqual(['', ''])
      } else {
        expect(new URL(head.canonical).pathname, kind.kind).toBe(kind.canonicalPath ?? kind.path)
        expect(head.ogUrl, kind.kind).toBe(head.canonical)
      }
    }
    // Distinct titles: a search engine tells every indexed page apart.
    const indexed = kinds.filter((kind) => !kind.noindex).map((kind) => kind.title(en))
    expect(new Set(indexed).size).toBe(indexed.length)
    console.log(seen.join('\n'))
  })

  it('after hydration and after a client-side navigation, the same head as the HTML', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    for (const kind of kinds) {
      const html = headOfHtml(await (await fetch(shopUrl + kind.path)).text())
      await page.goto(shopUrl + kind.path, { waitUntil: 'networkidle' })
      expect(await headOfPage(page), `${kind.kind} hydrated`).toEqual(html)
    }
    // From the home page to a listing by its link, without a document load: the head follows the page.
    await page.goto(`${shopUrl}/`, { waitUntil: 'networkidle' })
    await page.locator('a[href="/products"]').first().click()
    await page.waitForFunction(() => location.pathname === '/products')
    await page.waitForFunction(
      (title) => document.title === title,
      `${text(en, 'listing.allProducts')} - ${SITE}`,
    )
    expect(await headOfPage(page)).toEqual(headOfHtml(await (await fetch(`${shopUrl}/products`)).text()))
  })

  it('the error page, hydrated in place of a missing product, names its error and is not indexed', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.phone })
    await page.goto(`${shopUrl}/product/no-such-workstation`, { waitUntil: 'networkidle' })
    await page.locator('[data-testid="error-page"]').waitFor()
    const head = await headOfPage(page)
    expect(head.title).toBe(`${text(en, 'errors.productNotFound')} - ${SITE}`)
    expect(head.ogTitle).toBe(head.title)
    expect(head.robots).toBe('noindex')
    expect([head.canonical, head.ogUrl]).toEqual(['', ''])
    // On to a listing by the header's link: the head is that page's again, canonical and og:url included.
    await page.locator('a[href="/products"]').first().click()
    await page.waitForFunction(() => location.pathname === '/products')
    await page.waitForFunction(() => !document.querySelector('[data-testid="error-page"]'))
    expect(await headOfPage(page)).toEqual(headOfHtml(await (await fetch(`${shopUrl}/products`)).text()))
  })

  it('in French on a phone: translated titles and descriptions, and a language switch retitles the page', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.phone })
    await page.goto(`${shopUrl}/`, { waitUntil: 'networkidle' })
    await page.evaluate(() => localStorage.setItem('locale', 'fr_FR'))
    for (const kind of kinds) {
      await page.goto(shopUrl + kind.path, { waitUntil: 'networkidle' })
      await page.waitForFunction(() => document.documentElement.lang === 'fr-FR')
      const title = `${kind.title(fr)} - ${SITE}`
      await page.waitForFunction((expected) => document.title === expected, title).catch(() => {})
      const head = await headOfPage(page)
      expect(head.title, kind.kind).toBe(title)
      expect(head.ogTitle, kind.kind).toBe(title)
      if (kind.description) expect(head.description, kind.kind).toBe(kind.description(fr))
    }
    // Back to English in place, from the mobile menu: the tab follows.
    await page.goto(`${shopUrl}/warranty`, { waitUntil: 'networkidle' })
    await page.waitForFunction(() => document.documentElement.lang === 'fr-FR')
    await page.getByRole('button', { name: text(fr, 'nav.menu'), exact: true }).click()
    await page
      .getByRole('dialog', { name: text(fr, 'nav.menu') })
      .getByRole('combobox')
      .selectOption('en_US')
    await page.waitForFunction(() => document.documentElement.lang === 'en-US')
    await page.waitForFunction(
      (title) => document.title === title,
      `${text(en, 'pages.warranty.title')} - ${SITE}`,
    )
    expect((await headOfPage(page)).description).toBe(text(en, 'pages.warranty.intro'))
  })
})
