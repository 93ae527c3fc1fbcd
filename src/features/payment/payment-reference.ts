/** A reference no other payment has: the shop's prefix, the time and 8 random letters or digits. */
export function newPaymentReference(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  const random = [...bytes].map((b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('')
  return `ws_${now.toString(36)}_${random}`
}
