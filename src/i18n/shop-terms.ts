import type { TFunction } from 'i18next'

/**
 * The shop's own names in the shopper's language. Names the shop gives (categories, attribute names and values,
 * shipping and payment methods) come from the backend in the shop's language, and the card provider's reasons
 * (Paystack's gateway responses: `Declined`) in its own; a name the storefront knows has its
 * translation in locales, under `terms.<kind>.<key>`, and any other — one the shop added or renamed — is shown as
 * the shop wrote it. So a page is in the shopper's language where the shop's terms are known, and consistently in
 * the shop's words where not; never a stale translation of a renamed term. A category's key is its slug (the menu's
 * links name the same four), every other term's key its own text in slug form (`Flat rate` → `flat-rate`).
 */
export type TermKind = 'category' | 'attribute' | 'value' | 'shipping' | 'payment' | 'reason'

/** `Cash on delivery` → `cash-on-delivery`: letters and digits, lower case, joined by dashes. */
export function termKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The shop's `text` in the current language, or `text` itself when the term is not a known one. */
export function shopTerm(t: TFunction, kind: TermKind, text: string, key = termKey(text)): string {
  if (!text || !key) return text
  return t(`terms.${kind}.${key}`, { defaultValue: text })
}

/** A category's name: its translation by slug, else the shop's name. */
export function categoryName(t: TFunction, category: { slug: string; name: string }): string {
  return shopTerm(t, 'category', category.name, category.slug)
}
