import type { Page } from 'playwright-core'
import { DRAFT_KEY } from '../../../src/features/checkout/checkout-draft'
import { DEFAULT_CHECK, findLayoutProblems, type LayoutCheckOptions } from './layout-check'

export const LAYOUT_LOCALES = ['en_US', 'de_DE', 'es_ES', 'fr_FR', 'it_IT', 'pt_BR'] as const
export type LayoutLocale = (typeof LAYOUT_LOCALES)[number]

/** The widths each screen is checked at: a phone, the narrowest phone, a small laptop, laptops and a wide desktop. */
export const LAYOUT_WIDTHS = [
  { width: 390, height: 844, kind: 'phone' },
  { width: 320, height: 700, kind: 'phone' },
  { width: 1024, height: 768, kind: 'desktop' },
  { width: 1280, height: 800, kind: 'desktop' },
  { width: 1366, height: 900, kind: 'desktop' },
  { width: 1536, height: 900, kind: 'desktop' },
] as const

/** What shoppers really type: a long name, a 40-character email, a long street, a note with a pasted link. */
export const LONG_CUSTOMER = {
  firstName: 'Oluwaseyifunmilayo Chukwuemeka',
  lastName: 'Adebayo-Okonkwo-Nwachukwu',
  company: 'Adebayo-Okonkwo Creative Workstations & Render Farm Limited',
  email: 'oluwaseyifunmilayo.adebayo-okonkwo@example.com',
  phone: '+234 803 123 4567',
  address1: 'Plot 1234, Block 56, Admiralty Way Extension, beside the Chevron Drive Roundabout',
  address2: 'Flat 12B, Third Floor, Oceanview Towers (enter through the back gate)',
  city: 'Lekki Phase One',
  postcode: '106104',
}
export const LONG_NOTE =
  'Please call before delivery; the estate gate closes at 6pm. Directions: ' +
  'https://maps.example.com/place/LekkiPhaseOneAdmiraltyWayExtensionBlock56Plot1234OceanviewTowers ' +
  'and ask the security man for the workshop on the third floor.'
export const LONG_USERNAME = 'oluwaseyifunmilayo.adebayo-okonkwo'

/** A screen of the walk: its path and, for a screen the shop runtime fills in, what shows it is there. */
export interface LayoutScreen {
  name: string
  path: string
  ready?: string
}

/** Leaves a checkout draft with the long values in the tab, as if the shopper had typed them. */
export async function typeLongCheckoutDraft(page: Page): Promise<void> {
  const draft = {
    billing: { ...LONG_CUSTOMER, country: 'NG', state: 'LA' },
    shipping: {},
    customerNote: LONG_NOTE,
    paymentMethod: 'cod',
  }
  await page.evaluate(
    ([key, value]) => sessionStorage.setItem(key!, value!),
    [DRAFT_KEY, JSON.stringify(draft)],
  )
}

/** Opens `path` in `locale` (the stored choice the site reads, as its language switch leaves it). */
export async function openInLocale(page: Page, shopUrl: string, screen: LayoutScreen, locale: string) {
  await page.evaluate((l) => localStorage.setItem('locale', l), locale)
  await page.goto(`${shopUrl}${screen.path}`, { waitUntil: 'networkidle' })
  await page.waitForFunction((l) => document.documentElement.lang === l.replace('_', '-'), locale)
  if (screen.ready) await page.locator(screen.ready).first().waitFor({ timeout: 15_000 })
  await page.evaluate(() => document.fonts.ready)
}

/**
 * The screen at each width, its problems prefixed with where they are. The shop's name is shown whole and the
 * desktop menu on one line. `shoot` is called at each width (for screenshots).
 */
export async function checkAtWidths(
  page: Page,
  label: string,
  shoot?: (width: number) => Promise<void>,
): Promise<string[]> {
  const problems: string[] = []
  for (const size of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    const options: LayoutCheckOptions = {
      ...DEFAULT_CHECK,
      whole: ['.logo-name'],
      oneLine: ['.header-nav ul'],
    }
    for (const problem of await findLayoutProblems(page, options))
      problems.push(`${label} @${size.width}: ${problem}`)
    await shoot?.(size.width)
  }
  return problems
}
