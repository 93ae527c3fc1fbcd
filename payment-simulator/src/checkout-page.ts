import { readFileSync } from 'node:fs'

const read = (name: string) => readFileSync(new URL(`./checkout/${name}`, import.meta.url), 'utf8')

/** The page's script and styles, served as files from the checkout origin. */
export const POPUP_ASSETS: Record<string, { type: string; text: string }> = {
  '/assets/popup.js': { type: 'text/javascript; charset=utf-8', text: read('popup.js') },
  '/assets/popup.css': { type: 'text/css; charset=utf-8', text: read('popup.css') },
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Who may frame the checkout: the configured storefronts, and this machine's pages. */
export const frameAncestorsPolicy = (storefronts: string[]) =>
  [...storefronts, 'http://localhost:*', 'http://127.0.0.1:*'].join(' ')

export function checkoutPageHeaders(apiOrigin: string, storefronts: string[]): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      `connect-src 'self' ${apiOrigin}`,
      "base-uri 'none'",
      "form-action 'none'",
      `frame-ancestors ${frameAncestorsPolicy(storefronts)}`,
    ].join('; '),
  }
}

/**
 * The checkout page the SDK frames once per PaystackPop instance (`/popup?precheckout=true`). It holds no
 * transaction: its script loads each one the SDK announces (inline:url) from the API origin.
 */
export function checkoutPage(apiOrigin: string, storefronts: string[]): string {
  const data = (name: string, value: string) => `data-${name}="${escapeHtml(value)}"`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Checkout (payment simulator)</title>
<link rel="stylesheet" href="/assets/popup.css"></head>
<body ${data('api', apiOrigin)} ${data('frame-ancestors', JSON.stringify(storefronts))}>
<p class="direct" hidden>This is the simulated checkout of the payment simulator. The shop opens it in its payment
popup; on its own it does nothing.</p>
<main class="sheet" hidden>
<header><p class="merchant"></p><p class="email"></p><p class="amount">Pay <strong></strong></p></header>
<p class="note">Test mode: this card provider is simulated. No card is charged.</p>
<div class="actions">
<button type="button" data-outcome="success" class="primary">Pay</button>
<button type="button" data-outcome="pending">Pay by bank transfer</button>
<button type="button" data-outcome="failed">Simulate a declined card</button>
<button type="button" data-outcome="abandoned" class="cancel">Cancel payment</button>
</div>
<p class="status" role="status" aria-live="polite"></p>
</main>
<script src="/assets/popup.js"></script></body></html>`
}
