export const MAX_REFERRER_LENGTH = 500

/** The page address sent to the checkout: one longer than 500 characters loses its query (and fragment). */
export function referrerFor(href: string): string {
  if (href.length <= MAX_REFERRER_LENGTH) return href
  const cut = href.search(/[?#]/)
  return cut === -1 ? href : href.slice(0, cut)
}
