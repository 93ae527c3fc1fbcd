/**
 * WordPress's `esc_html` / `wc_clean` output as WooCommerce puts names and codes into its notices: `&`, `<`, `>`,
 * `"` and `'` become entities (`&quot;`, `&#039;`), as the recorded messages show them (addToCart-out-of-stock).
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;')
}
