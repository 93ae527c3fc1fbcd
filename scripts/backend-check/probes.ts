/**
 * The start-up check's documents. Plain strings, not storefront operations: the logout probe is invalid on
 * purpose, so that it is never executed, whatever the backend.
 */

/**
 * The shop itself: WordPress answers (`generalSettings`), WooGraphQL answers (`cart`: an empty cart's formatted
 * total carries the shop's currency symbol, since the live schema offers no currency setting), and one product
 * image to try through the image service.
 */
export const SHOP_PROBE = {
  operationName: 'startupCheckShop',
  query: `query startupCheckShop {
  generalSettings { title }
  cart { total }
  products(first: 1, where: { visibility: VISIBLE, status: "publish" }) { nodes { image { sourceUrl } } }
}`,
}

/**
 * Whether `logout` exists, without logging anyone out: the selection asks for a field no payload has, so
 * validation refuses the document either way. A backend with `logout` complains about that field; one
 * without it complains about `logout` itself (Headless Login registers it only with its cookie options on).
 */
export const LOGOUT_PROBE = {
  operationName: 'startupCheckLogout',
  query: `mutation startupCheckLogout {
  logout(input: {}) { startupCheckNoSuchField }
}`,
}

/** The validation message of a backend that has no `logout` mutation (graphql-js and graphql-php alike). */
export const LOGOUT_MISSING = /Cannot query field "logout" on type/
