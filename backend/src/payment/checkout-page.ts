import type { PaymentTransactionRow } from '../db/payments'
import { inlineView } from './transaction-views'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const naira = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** Who may frame the checkout: the storefront, and this machine's pages (the simulator runs only on loopback). */
export function frameAncestors(storefrontUrl: string): string {
  return `${new URL(storefrontUrl).origin} http://localhost:* http://127.0.0.1:*`
}

export function checkoutPageHeaders(storefrontUrl: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      `frame-ancestors ${frameAncestors(storefrontUrl)}`,
    ].join('; '),
  }
}

/**
 * The simulated provider's checkout page for one transaction (framed by the storefront's payment popup): the amount
 * and four buttons that decide the outcome. Its script (checkout-script.ts) speaks the popup's message protocol.
 */
export function checkoutPage(row: PaymentTransactionRow, storefrontUrl: string, assetsPath: string): string {
  const view = inlineView(row)
  const data = (name: string, value: string) => `data-${name}="${escapeHtml(value)}"`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Checkout (simulated card provider)</title>
<link rel="stylesheet" href="${assetsPath}/checkout.css"></head>
<body ${data('access-code', row.access_code)} ${data('id', String(row.id))} ${data('reference', row.reference)}
 ${data('storefront', new URL(storefrontUrl).origin)} ${data('customer', JSON.stringify(view.customer))}>
<main class="sheet" hidden>
<header><p class="merchant">${escapeHtml(view.merchant_name)}</p><p class="email">${escapeHtml(row.email)}</p>
<p class="amount">Pay <strong>${escapeHtml(naira(row.amount))}</strong></p></header>
<p class="note">Test mode: this provider is simulated by the local backend. No card is charged.</p>
<p class="vault" hidden>Paying with your saved card.</p>
<div class="actions">
<button type="button" data-outcome="success" class="primary">Pay ${escapeHtml(naira(row.amount))}</button>
<button type="button" data-outcome="pending">Pay by bank transfer</button>
<button type="button" data-outcome="failed">Simulate a declined card</button>
<button type="button" data-outcome="abandoned" class="cancel">Cancel payment</button>
</div>
<p class="status" role="status" aria-live="polite"></p>
</main>
<script src="${assetsPath}/checkout.js"></script></body></html>`
}
