/**
 * WordPress and WooCommerce send their messages as HTML: entities escaped (`&quot;Forge Editor Desktop&quot;`,
 * `&#8217;`) and sometimes with markup (`Please choose product options by visiting <a href=…>…</a>.`). A shopper
 * gets their plain text: tags removed with their text kept, entities decoded. The result is only ever rendered as
 * text (never as HTML), so a decoded `<script>` stays visible characters.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  times: '×',
  euro: '€',
  pound: '£',
  copy: '©',
  reg: '®',
  trade: '™',
}

function codePoint(code: number, entity: string): string {
  const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
  return valid ? String.fromCodePoint(code) : entity
}

/** Decodes named (the common ones) and numeric entities once; unknown entities stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#')
      return codePoint(
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10),
        entity,
      )
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity
  })
}

/** The plain text of a backend message: markup removed (its text kept), entities decoded, spaces collapsed. */
export function plainMessage(message: string): string {
  const withoutMarkup = message
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '')
  return decodeEntities(withoutMarkup).replace(/\s+/g, ' ').trim()
}
