/**
 * What one GraphQL request costs a real shop, for the calibrated server model (benchmarks only, never the default).
 *
 * Measured in issue 26 on WordPress 7 + WooCommerce 10 + WPGraphQL 2.18 + WooGraphQL 1.0.2, PHP 8.2's built-in server
 * with 4 workers (`PHP_CLI_SERVER_WORKERS=4`) and MariaDB, on the same 2-core machine as our benchmarks, with 1,000 and
 * 5,000 products. Every figure is milliseconds of a PHP worker's CPU time.
 */
export interface ServerCosts {
  /** Every request, whatever it asks: WordPress, WooCommerce and WPGraphQL booting, the document parsed. */
  requestMs: number
  /** A product with fields beyond a card (description, gallery, attributes, reviews, variations…), `related` apart. */
  detailProductMs: number
  /** `related` on one product: WooCommerce's related-product lookup (its nodes are counted as the products they are). */
  relatedLookupMs: number
  /** A product with card fields only (name, prices, image, categories, terms, stock status, rating). */
  cardProductMs: number
  /** A product with ids only (`id`, `databaseId`, `slug`). */
  idProductMs: number
  /** Requests served at once (PHP's built-in server: `PHP_CLI_SERVER_WORKERS`; PHP-FPM: `pm.max_children`). */
  workers: number
  /** Cores the workers share: more busy workers than cores each run slower. */
  cores: number
}

export const REAL_WOOCOMMERCE: Readonly<ServerCosts> = {
  // The issue gives no request figure of its own; derived twice from it: the 5,000-product build's category listings,
  // 52 requests of cards in 38 s, less 5,000 × 7 ms, leave 3 s, ≈ 58 ms a request; and the detail pages' line through
  // 10 products (0.54 s) and 50 (2.4 s) meets 0 products at ≈ 75 ms.
  requestMs: 60,
  // "without related ≈ 15 ms per product".
  detailProductMs: 15,
  // The bulk detail query costs ≈ 50–55 ms per product, `related(first: 5)` ≈ 70 % of it: "WooCommerce's
  // related-product lookup plus five full card resolutions per product". 15 + 2.5 + 5 × 7 = 52.5 ms, related 71 %.
  relatedLookupMs: 2.5,
  // "the category cards query ≈ 7 ms per product".
  cardProductMs: 7,
  // "a page of 100 ids 0.36 s": (360 − 60) / 100.
  idProductMs: 3,
  // "PHP 8.2's server with 4 workers".
  workers: 4,
  // "same 2-core machine".
  cores: 2,
}
