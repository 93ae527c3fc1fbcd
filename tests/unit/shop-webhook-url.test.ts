import { describe, expect, it } from 'vitest'
import { shopWebhookUrl } from '../../scripts/serve/shop-webhook-url'

describe('shopWebhookUrl', () => {
  it.each([
    ['https://shop.example/graphql', 'https://shop.example/?wc-api=Tbz_WC_Paystack_Webhook'],
    ['https://shop.example/graphql/', 'https://shop.example/?wc-api=Tbz_WC_Paystack_Webhook'],
    ['http://127.0.0.1:8080/graphql', 'http://127.0.0.1:8080/?wc-api=Tbz_WC_Paystack_Webhook'],
    // WordPress in a folder of its own, and WPGraphQL's endpoint without pretty permalinks.
    ['https://example.com/shop/graphql', 'https://example.com/shop/?wc-api=Tbz_WC_Paystack_Webhook'],
    ['https://shop.example/index.php?graphql', 'https://shop.example/?wc-api=Tbz_WC_Paystack_Webhook'],
    [
      'https://example.com/shop/index.php?graphql',
      'https://example.com/shop/?wc-api=Tbz_WC_Paystack_Webhook',
    ],
  ])('%s → %s', (gqlHost, webhook) => {
    expect(shopWebhookUrl(gqlHost)).toBe(webhook)
  })

  it('never carries GQL_HOST’s query string (it may hold a token)', () => {
    expect(shopWebhookUrl('https://shop.example/graphql?token=secret')).not.toContain('secret')
  })
})
