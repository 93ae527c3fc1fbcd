/**
 * Differences between the embedded backend and the recorded real stack that are intended, each with its reason.
 * An entry names a case and optionally where in the answer (`status`, `session header`, `errors[0].message`,
 * `data.cart.contents`…; a prefix covers what lies below it); without `where` it covers the whole case. The
 * conformance test fails when an entry no longer matches a difference, so the list cannot rot. A real defect of the
 * embedded backend does not belong here, except, clearly marked "not yet conformant: …", when it could not be fixed
 * in time.
 */
export interface AllowedDifference {
  case: string
  where?: string
  reason: string
}

export const ALLOW_LIST: AllowedDifference[] = [
  {
    case: 'getProducts-search',
    where: 'data.products.pageInfo.hasNextPage',
    reason:
      'seed data: the seed has more than 10 products matching "laptop" (a second page), the recorded shop had 3',
  },
  {
    case: 'Checkout-missing-billing',
    where: 'errors[0].message',
    reason:
      'WooGraphQL 1.0.2 answered a stale pending notice ("Coupon code applied successfully.") instead of the ' +
      "required-field errors; the embedded backend gives WooCommerce's own required-field messages. The storefront " +
      'must cope with both (its checkout error mapping), so the embedded backend does not reproduce the wrong text',
  },
]
