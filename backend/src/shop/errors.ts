/**
 * The shop's refusals, as codes with the values their message needs. The domain never words a message:
 * graphql/errors.ts maps each code to WooCommerce's / WooGraphQL's text, in one table.
 */
export interface ShopErrorParams {
  // cart
  'product-not-found': object
  'too-many-product-pages': { max: number }
  'too-many-product-counts': { max: number }
  'product-id-not-found': { idType: string; id: string }
  'product-not-exists': { idType: string; id: string }
  'product-global-id-invalid': object
  'invalid-quantity': object
  'not-purchasable': object
  'choose-options': { name: string; slug: string }
  'out-of-stock': { name: string }
  'not-enough-stock': { name: string; stock: number }
  'stock-already-in-cart': { stock: number; inCart: number }
  'quantity-above-max': { name: string; max: number }
  'no-items': object
  'items-not-updated': { keys: string[] }
  'cart-empty': object
  'coupon-not-found': { code: string }
  'coupon-already-applied': object
  'coupon-expired': object
  'coupon-usage-limit': object
  'coupon-minimum-spend': { minimum: number }
  'coupon-invalid-removed': { code: string }
  'no-coupon-codes': object
  'coupon-not-applied': object
  'no-shipping-method-given': object
  'shipping-method-unavailable': { method: string; packageName: string }
  // checkout
  'no-session': object
  'required-field': { section: 'Billing' | 'Shipping'; label: string }
  'invalid-billing-email': object
  'item-out-of-stock': { name: string }
  'item-short-of-stock': { name: string; available: number }
  'no-shipping-method': object
  'invalid-payment-method': object
  'payment-not-verified': { reason: PaymentRefusal; status?: string }
  'is-paid-forbidden': object
  'order-not-found': { idType: string; id: string }
  'order-forbidden': object
  'order-key-not-found': { key: string }
  // accounts created at checkout (WooCommerce's wc_create_new_customer)
  'account-email-exists': { email: string }
  'account-username-exists': object
  'account-username-invalid': object
  // accounts
  'username-exists': object
  'email-exists': object
  'invalid-email': object
  'profile-email-invalid': object
  'password-not-provided': object
  'customer-forbidden': object
  'user-edit-forbidden': object
  'already-logged-in': object
  'login-failed': { reason?: LoginFailureReason }
  'login-credentials-missing': { reason: 'empty_username' | 'empty_password' }
  'credentials-required': object
  'oauth-response-required': { provider: string }
  'oauth-state-mismatch': { provider: string }
  'provider-disabled': { provider: string }
  'reset-link-invalid': object
  'reset-link-expired': object
  'new-password-required': object
  // rate limits
  'too-many-logins': { minutes: number }
  'too-many-password-resets': { minutes: number }
  'too-many-registrations': { minutes: number }
  'too-many-coupon-attempts': { minutes: number }
  'too-many-pending-orders': { minutes: number }
  // downloads
  'download-invalid': object
  'download-order-invalid': object
  'download-limit-reached': object
  'download-expired': object
  'download-file-missing': object
  // reviews
  'review-target-invalid': object
  'review-rating-invalid': object
  'review-author-required': object
  'review-content-required': object
  'review-too-long': { field: 'content' | 'author' | 'email' }
  'review-duplicate': object
  'review-flood': object
  'review-edit-forbidden': object
  'review-not-found': object
  // catalogue edits (updateProduct) and listings
  'product-edit-forbidden': object
  'product-edit-nothing': object
  'product-price-invalid': { field: 'regularPrice' | 'salePrice'; value: number; max: number }
  'product-sale-not-below-regular': { sale: number; regular: number }
  'product-prices-not-own': { name: string; from: 'variations' | 'products' }
  'product-stock-not-own': { name: string; reason: 'external' | 'variations' | 'products' }
  'product-stock-not-managed': { name: string }
  'product-stock-invalid': { value: number }
  'product-name-empty': object
  'product-status-invalid': { status: string }
  'product-category-unknown': { id: number }
  'product-field-not-for-variation': { field: 'status' | 'categories' | 'catalogVisibility' }
}

export type ShopErrorCode = keyof ShopErrorParams
export type ShopProblem = { [C in ShopErrorCode]: { code: C; params: ShopErrorParams[C] } }[ShopErrorCode]

/** WordPress's error code for a failed password login (wp_authenticate), which the companion plugin passes on. */
export type LoginFailureReason = 'invalid_username' | 'invalid_email' | 'incorrect_password'

/** Why a card payment could not pay an order (see shop/payment-order.ts). */
export type PaymentRefusal =
  | 'missing'
  | 'not-found'
  | 'not-successful'
  | 'amount-mismatch'
  | 'currency-mismatch'
  | 'wrong-mode'
  | 'reference-used'
  | 'unavailable'

/** An expected refusal of the shop (bad input, missing stock, …); one error may carry several problems. */
export class ShopError extends Error {
  readonly problems: ShopProblem[]

  constructor(problems: ShopProblem[]) {
    super(problems.map((p) => p.code).join(', '))
    this.name = 'ShopError'
    this.problems = problems
  }

  get code(): ShopErrorCode {
    return this.problems[0]!.code
  }
}

type ParamsArg<C extends ShopErrorCode> = object extends ShopErrorParams[C]
  ? [params?: ShopErrorParams[C]]
  : [params: ShopErrorParams[C]]

/** A problem value, for refusals that collect several before throwing. */
export function problem<C extends ShopErrorCode>(code: C, ...[params]: ParamsArg<C>): ShopProblem {
  return { code, params: params ?? {} } as ShopProblem
}

/** Throws the shop's refusal `code`. */
export function refuse<C extends ShopErrorCode>(code: C, ...params: ParamsArg<C>): never {
  throw new ShopError([problem(code, ...params)])
}
