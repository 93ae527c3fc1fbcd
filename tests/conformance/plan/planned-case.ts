/**
 * One exchange the recorder sends to a real WooCommerce (and the replay to the embedded backend): which operation,
 * with which variables and credentials, on a shop with GraphQL debug on or off. The state it needs (a cart, a
 * signed-in customer, an order) is made by scenarios.ts first.
 */
export interface PlannedCase {
  /** `<operationName>-<case>`, the recording's file name; `-nodebug` at the end: sent with GRAPHQL_DEBUG off. */
  name: string
  operationName: string
  /**
   * A document of our own instead of the storefront's: it pins a behaviour of the real stack that the storefront's
   * documents no longer show (an operation it stopped using, a field it must not select) and the embedded backend
   * still answers as the real one.
   */
  probe?: string
  note?: string
  /**
   * The variables, with the shop's own products and customer as placeholders (`$simple`, `$variable.slug`,
   * `$demo.id`, …; see placeholders.ts): each shop's ids differ.
   */
  variables?: Record<string, unknown>
  /** What the request carries besides `content-type`, `accept` and the storefront's `origin`. */
  send?: {
    /** The guest or customer session: `Session <token>`, or the token without its `Session ` prefix. */
    session?: true | 'bare'
    /** The customer's auth token, or a token that is not a JWT at all. */
    auth?: true | 'garbage'
    /** No `Origin` header, or one the shop does not allow. */
    origin?: 'none' | 'foreign'
  }
}

/** Whether a case is sent to a shop with GraphQL debug off. */
export const withoutDebug = (name: string) => name.endsWith('-nodebug')
