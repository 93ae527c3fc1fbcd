import type { StaticPagePayload } from '../src/domain/payloads'

/** The static information pages; their texts live in the locale files under `pages.<key>`. */
export const STATIC_PAGES = {
  '/warranty': 'warranty',
  '/privacy-policy': 'privacyPolicy',
  '/shipping-and-returns': 'shippingAndReturns',
} as const

export type StaticPagePath = keyof typeof STATIC_PAGES

export function buildStaticPagePayload(path: StaticPagePath): StaticPagePayload {
  const key = STATIC_PAGES[path]
  return {
    kind: 'static',
    head: {
      title: `pages.${key}.title`,
      titleIsKey: true,
      description: `pages.${key}.intro`,
      descriptionIsKey: true,
      canonicalPath: path,
    },
  }
}
