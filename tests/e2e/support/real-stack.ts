/**
 * Whether the suites drive a site built against a real WooCommerce (E2E_GQL_HOST, docs/real-stack.md) instead of the
 * embedded backend. Tests that use the embedded backend's own tools (its outbox of sent mail, its demo OAuth
 * provider, its shop manager account) run only against it.
 */
export const ON_REAL_STACK = !!process.env.E2E_GQL_HOST
