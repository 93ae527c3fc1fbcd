/**
 * A chosen global attribute (`pa_…`) arrives as its term slug ("64gb", "space-grey"), not the term's name
 * ("64GB", "Space Grey"). WooCommerce names a variation "<product> - <term name>, <term name>", so the names
 * are read from there when one of them has the slug; otherwise the slug is spelt out in words.
 */

/** A term name's slug as WordPress makes it (sanitize_title, for the names a shop gives its terms). */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s_-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
}

/** "space-grey" → "Space Grey". */
function wordsOf(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** The term names a variation's name carries after its last " - " (none when it has no such suffix). */
function namesInVariationName(variationName: string): string[] {
  const dash = variationName.lastIndexOf(' - ')
  return dash < 0 ? [] : variationName.slice(dash + 3).split(', ')
}

/** A global attribute's term, as a shopper reads it, from its slug and the variation's name. */
export function termName(slug: string, variationName: string | null | undefined): string {
  const named = namesInVariationName(variationName ?? '').find((name) => slugOf(name) === slug)
  return named ?? wordsOf(slug)
}
