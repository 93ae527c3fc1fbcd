/**
 * An error message with the data that legitimately differs between the real shop and the seed (product names,
 * quantities, emails, amounts, order keys, links) replaced by placeholders, so the same WooCommerce template compares
 * equal whatever it was filled with. Escaping is kept: `&quot;…&quot;` and `"…"` stay different.
 */
export function messageTemplate(message: string): string {
  return message
    .replace(/Did you mean .*\?$/, 'Did you mean …?')
    .replace(/<a href="[^"]*"/g, '<a href="URL"')
    .replace(/title="[^"]*"/g, 'title="…"')
    .replace(/>[^<]*<\/a>/g, '>…</a>')
    .replace(/&quot;.*?&quot;/g, '&quot;…&quot;')
    .replace(/"[^"]*"/g, '"…"')
    .replace(/wc_order_[\w<>]+/g, 'wc_order_KEY')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, 'EMAIL')
    .replace(/https?:\/\/[^\s"<>]+/g, 'URL')
    .replace(/₦?\d[\d,]*(\.\d+)?/g, 'N')
}
