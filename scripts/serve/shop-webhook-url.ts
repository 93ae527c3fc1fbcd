/** woo-paystack's webhook, as WooCommerce's API endpoint names it (the embedded backend answers it too). */
const WOO_PAYSTACK_WEBHOOK = '?wc-api=Tbz_WC_Paystack_Webhook'

/**
 * Where the card provider delivers its signed webhooks for the shop whose GraphQL endpoint is `gqlHost`:
 * woo-paystack's endpoint on the WordPress home that serves WPGraphQL (`<home>/graphql` or
 * `<home>/index.php?graphql`), e.g. `https://shop.example/?wc-api=Tbz_WC_Paystack_Webhook`.
 */
export function shopWebhookUrl(gqlHost: string): string {
  const url = new URL(gqlHost)
  const home = url.pathname.replace(/\/index\.php$/, '/').replace(/\/graphql\/?$/, '/')
  return `${url.origin}${home.endsWith('/') ? home : `${home}/`}${WOO_PAYSTACK_WEBHOOK}`
}
