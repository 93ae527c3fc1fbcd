import { GraphQLError } from './graphql-js'
import { formatNaira } from '../shop/money'
import { escapeHtml } from './html-escape'
import { ShopError, type PaymentRefusal, type ShopErrorCode, type ShopErrorParams } from '../shop/errors'

/** An expected failure whose message is shown to the client as is (WooGraphQL's UserError). */
export class UserError extends GraphQLError {
  constructor(message: string, extensions?: Record<string, unknown>) {
    super(message, extensions ? { extensions } : undefined)
  }
}

const PAYMENT_REFUSALS: Record<PaymentRefusal, (status?: string) => string> = {
  missing: () => 'no card payment was made for it',
  'not-found': () => 'the card provider has no such transaction',
  'not-successful': (status) =>
    status === 'failed' ? 'Payment was declined by Paystack' : `the payment is ${status ?? 'not complete'}`,
  'amount-mismatch': () => 'the amount paid is not the order total',
  'currency-mismatch': () => 'the payment is not in Nigerian naira',
  'wrong-mode': () => 'the payment was made in the wrong mode (test or live)',
  'reference-used': () => 'this payment has already paid another order',
  unavailable: () => 'the card provider could not be reached',
}

const inMinutes = (n: number) => (n === 1 ? '1 minute' : `${n} minutes`)

/**
 * WooCommerce's and WooGraphQL's wording of every shop refusal: the one place where a domain error becomes the
 * message a real WooGraphQL 1.0.3 shop answers with.
 */
/** What a message may need beyond its problem's values: the WordPress site's address, for links. */
export interface MessageSite {
  siteUrl: string
  /**
   * The companion plugin's login failure reasons (its default, on): a failed password login's error carries
   * WordPress's code (`invalid_username`, `invalid_email`, `incorrect_password`, `empty_username`,
   * `empty_password`) as `extensions.code`, its message unchanged.
   */
  loginFailureReasons?: boolean
}

const MESSAGES: { [C in ShopErrorCode]: (params: ShopErrorParams[C], site: MessageSite) => string } = {
  'product-not-found': () => 'No product found matching the ID provided',
  // The companion plugin's words (wordpress/forge-headless-payments/includes/class-product-pages-field.php).
  'too-many-product-pages': ({ max }) => `Ask for at most ${max} products at once.`,
  'too-many-product-counts': ({ max }) => `Ask for at most ${max} categories at once.`,
  'product-id-not-found': ({ idType, id }) => `No product ID was found corresponding to the ${idType}: ${id}`,
  'product-not-exists': ({ idType, id }) => `No product exists with the ${idType}: ${id}`,
  'product-global-id-invalid': () => 'The "id" is invalid',
  'invalid-quantity': () => 'Failed to add cart item. Please check input.',
  'not-purchasable': () => 'Sorry, this product cannot be purchased.',
  // WooCommerce's notice links the product page on the WordPress site (addToCart-variable-no-variation).
  'choose-options': ({ name, slug }, site) =>
    `Please choose product options by visiting <a href="${escapeHtml(`${site.siteUrl}/product/${slug}/`)}" title="${escapeHtml(name)}">${escapeHtml(name)}</a>.`,
  'out-of-stock': ({ name }) =>
    `You cannot add &quot;${escapeHtml(name)}&quot; to the cart because the product is out of stock.`,
  'not-enough-stock': ({ name, stock }) =>
    `You cannot add that amount of &quot;${escapeHtml(name)}&quot; to the cart because there is not enough stock (${stock} remaining).`,
  'stock-already-in-cart': ({ stock, inCart }) =>
    `You cannot add that amount to the cart — we have ${stock} in stock and you already have ${inCart} in your cart.`,
  'quantity-above-max': ({ name, max }) => `The maximum quantity of "${name}" allowed in the cart is ${max}.`,
  'no-items': () => 'No item data provided',
  'items-not-updated': ({ keys }) => `Cart items identified with keys ${keys.join(', ')} failed to update`,
  'cart-empty': () => 'Cart is empty',
  // WooCommerce 10's coupon wording (applyCoupon-invalid, applyCoupon-twice).
  'coupon-not-found': ({ code }) =>
    `Coupon &quot;${escapeHtml(code)}&quot; cannot be applied because it does not exist.`,
  'coupon-already-applied': () => 'This coupon has already been applied to the cart',
  'coupon-expired': () => 'This coupon has expired.',
  'coupon-usage-limit': () => 'Coupon usage limit has been reached.',
  'coupon-minimum-spend': ({ minimum }) => `The minimum spend for this coupon is ${formatNaira(minimum)}.`,
  'coupon-invalid-removed': ({ code }) =>
    `Sorry, it seems the coupon "${code}" is invalid - it has now been removed from your order.`,
  'no-coupon-codes': () => 'No coupon codes provided',
  'coupon-not-applied': () => 'This coupon has not been applied to the cart.',
  'no-shipping-method-given': () => 'No shipping method provided',
  // WooGraphQL's own message, plain quotes (ChangeShippingMethod-invalid).
  'shipping-method-unavailable': ({ method, packageName }) =>
    `"${method}" is not an available shipping method for shipping package "${packageName}"`,
  'no-session': () => 'Sorry, no session found.',
  'required-field': ({ section, label }) => `${section} ${label} is a required field.`,
  // WC_Order::set_billing_email's refusal: WooGraphQL's own email check never fires for billing fields.
  'invalid-billing-email': () => 'Invalid billing email address',
  'item-out-of-stock': ({ name }) =>
    `Sorry, "${name}" is not in stock. Please edit your cart and try again. We apologize for any inconvenience caused.`,
  'item-short-of-stock': ({ name, available }) =>
    `Sorry, we do not have enough "${name}" in stock to fulfill your order (${available} available). We apologize for any inconvenience caused.`,
  'no-shipping-method': () =>
    'No shipping method has been selected. Please double check your address, or contact us if you need any help.',
  'invalid-payment-method': () => 'Invalid payment method.',
  // woo-paystack's shopper notice ("Payment Failed. Try again.") after the reason its order note gives.
  'payment-not-verified': ({ reason, status }) =>
    `Payment could not be verified: ${PAYMENT_REFUSALS[reason](status)}. Payment Failed. Try again.`,
  // The companion plugin's refusal (wordpress/forge-headless-payments): stock WooGraphQL would mark the order paid.
  'is-paid-forbidden': () =>
    "Only a shop manager can mark an order as paid (isPaid). Pay with one of the shop's payment methods instead.",
  'order-not-found': ({ idType, id }) => `No order exists with the ${idType}: ${id}`,
  'order-forbidden': () => 'Not authorized to access this order',
  'order-key-not-found': ({ key }) => `No order ID was found corresponding to the order_key: ${key}`,
  // WooCommerce 10's wording (Checkout-guest-same-email-again, registerCustomer-existing-email).
  'account-email-exists': ({ email }) =>
    `An account is already registered with ${escapeHtml(email)}. Please log in or use a different email address.`,
  'account-username-exists': () =>
    'An account is already registered with that username. Please choose another.',
  'account-username-invalid': () => 'Please enter a valid account username.',
  'username-exists': () => 'Sorry, that username already exists!',
  'email-exists': () => 'Sorry, that email address is already used!',
  'invalid-email': () => 'Please provide a valid email address.',
  // WPGraphQL's UserMutation (UpdateCustomer-bad-email).
  'profile-email-invalid': () => 'The email address you are trying to use is invalid',
  'password-not-provided': () =>
    'A password was not provided and WooCommerce does not automatically generate one for you.',
  'customer-forbidden': () => 'Not authorized to access this customer',
  'user-edit-forbidden': () => 'You do not have the appropriate capabilities to perform this action',
  'already-logged-in': () => 'You are already logged in.',
  'login-failed': () => 'The user could not be logged in.',
  'login-credentials-missing': () => 'Missing username or password.',
  'credentials-required': () => 'The PASSWORD provider requires the use of the `credentials` input arg.',
  'oauth-response-required': ({ provider }) =>
    `The ${provider} provider requires the use of the \`oauthResponse\` input arg.`,
  'oauth-state-mismatch': ({ provider }) =>
    `The state returned from the ${provider} response does not match.`,
  'provider-disabled': ({ provider }) => `The ${provider} provider is not enabled.`,
  'reset-link-invalid': () => 'Password reset link is invalid.',
  'reset-link-expired': () => 'Password reset link has expired.',
  'new-password-required': () => 'A new password is required.',
  'too-many-logins': ({ minutes }) =>
    `Too many failed login attempts. Please try again in ${inMinutes(minutes)}.`,
  'too-many-password-resets': ({ minutes }) =>
    `Too many password reset requests. Please try again in ${inMinutes(minutes)}.`,
  'too-many-registrations': ({ minutes }) =>
    `Too many accounts registered from your address. Please try again in ${inMinutes(minutes)}.`,
  'too-many-coupon-attempts': ({ minutes }) =>
    `Too many invalid coupon codes. Please try again in ${inMinutes(minutes)}.`,
  'too-many-pending-orders': ({ minutes }) =>
    `Too many orders are awaiting payment. Complete the payment of one, or try again in ${inMinutes(minutes)}.`,
  'download-invalid': () => 'Invalid download link.',
  'download-order-invalid': () => 'Invalid order.',
  'download-limit-reached': () => 'Sorry, you have reached your download limit for this file',
  'download-expired': () => 'Sorry, this download has expired',
  'download-file-missing': () => 'File not found',
  'review-target-invalid': () => 'The ID of the node to comment on is invalid',
  'review-rating-invalid': () => 'Please select a rating between 0 and 5.',
  'review-author-required': () => 'Please fill the required fields (name, email).',
  'review-content-required': () => 'Please type your comment text.',
  // WordPress's wp_check_comment_data_max_lengths, wp_allow_comment's duplicate check and wp_check_comment_flood.
  'review-too-long': ({ field }) =>
    field === 'content'
      ? 'Your comment is too long.'
      : field === 'author'
        ? 'Your name is too long.'
        : 'Your email address is too long.',
  'review-duplicate': () => 'Duplicate comment detected; it looks as though you&#8217;ve already said that!',
  'review-flood': () => 'You are posting comments too quickly. Slow down.',
  // WPGraphQL's CommentUpdate refusals.
  'review-edit-forbidden': () => 'Sorry, you are not allowed to update this comment.',
  'review-not-found': () => 'The ID of the comment to update is invalid',
  // WooGraphQL's Product_Create::mutate_and_get_payload; the other edit refusals are this backend's own.
  'product-edit-forbidden': () => 'You do not have permission to edit this product',
  'product-edit-nothing': () =>
    'Nothing to change: give at least one of name, regularPrice, salePrice, stockQuantity, manageStock, stockStatus, status, categories or catalogVisibility.',
  'product-price-invalid': ({ field, value, max }) =>
    `The ${field === 'regularPrice' ? 'regular' : 'sale'} price must be between 0 and ${max} naira, got ${value}.`,
  'product-sale-not-below-regular': ({ sale, regular }) =>
    `The sale price (${formatNaira(sale)}) must be lower than the regular price (${formatNaira(regular)}).`,
  'product-prices-not-own': ({ name, from }) =>
    `"${name}" takes its prices from its ${from}: edit those instead.`,
  'product-stock-not-own': ({ name, reason }) =>
    reason === 'external'
      ? `"${name}" is an external product: it has no stock to edit.`
      : `"${name}" takes its stock from its ${reason}: edit those instead.`,
  'product-stock-not-managed': ({ name }) =>
    `The stock of "${name}" is not managed: send manageStock: true with stockQuantity.`,
  'product-stock-invalid': ({ value }) => `The stock quantity must be 0 or more, got ${value}.`,
  'product-name-empty': () => 'The product name cannot be empty.',
  'product-status-invalid': ({ status }) =>
    `A product's status is one of PUBLISH, DRAFT, PENDING, PRIVATE or TRASH, got ${status}.`,
  'product-category-unknown': ({ id }) => `No product category has the id ${id}.`,
  'product-field-not-for-variation': ({ field }) =>
    `A variation has no ${field} of its own: edit its variable product instead.`,
}

/** The message WooGraphQL answers for a shop refusal; several problems are joined as WooCommerce joins notices. */
export function wooMessage(error: ShopError, site: MessageSite = { siteUrl: '' }): string {
  return error.problems
    .map((p) =>
      (MESSAGES[p.code] as (params: ShopErrorParams[ShopErrorCode], site: MessageSite) => string)(
        p.params,
        site,
      ),
    )
    .join(' ')
}

/** The WordPress login error code a refusal carries, when the companion plugin passes it on (see MessageSite). */
function loginReason(error: ShopError, site: MessageSite | undefined): string | undefined {
  if (!site?.loginFailureReasons || error.problems.length !== 1) return undefined
  const [only] = error.problems
  if (only?.code !== 'login-failed' && only?.code !== 'login-credentials-missing') return undefined
  return only.params.reason
}

/** A shop refusal becomes a UserError with WooGraphQL's message; anything else is left as it is. */
export function toGraphQLError(error: unknown, site?: MessageSite): unknown {
  if (!(error instanceof ShopError)) return error
  const code = loginReason(error, site)
  return new UserError(wooMessage(error, site), code ? { code } : undefined)
}

/** The site a resolver's context (its third argument) belongs to, read without depending on the context module. */
function siteOf(args: unknown[]): MessageSite | undefined {
  const app = (args[2] as { app?: { siteUrl?: unknown; loginFailureReasons?: unknown } } | undefined)?.app
  return typeof app?.siteUrl === 'string'
    ? { siteUrl: app.siteUrl, loginFailureReasons: app.loginFailureReasons === true }
    : undefined
}

/** Wraps a root field's resolver so that the shop's refusals reach the client worded as WooGraphQL words them. */
export function mapShopErrors<A extends unknown[], R>(resolve: (...args: A) => R): (...args: A) => R {
  return (...args: A) => {
    try {
      const result = resolve(...args)
      return (
        result instanceof Promise
          ? result.catch((error: unknown) => {
              throw toGraphQLError(error, siteOf(args))
            })
          : result
      ) as R
    } catch (error) {
      throw toGraphQLError(error, siteOf(args))
    }
  }
}
