/** Nigerian VAT, charged on every line and on shipping. */
export const VAT_RATE = 0.075

/** All amounts are integer kobo (₦1 = 100 kobo). */
export interface TotalsLine {
  key: string
  unitPrice: number
  quantity: number
}
export interface TotalsCoupon {
  code: string
  type: string // 'percent' | 'fixed_cart'
  amount: number // percent, or kobo for fixed_cart
}
export interface LineTotals {
  key: string
  subtotal: number
  subtotalTax: number
  total: number
  tax: number
}
export interface Totals {
  lines: LineTotals[]
  subtotal: number
  subtotalTax: number
  discountTotal: number
  discountTax: number
  couponDiscounts: Map<string, number>
  contentsTotal: number
  contentsTax: number
  shippingTotal: number
  shippingTax: number
  totalTax: number
  total: number
}

export const vat = (amount: number) => Math.round(amount * VAT_RATE)

/**
 * The shop's totals rule: prices exclude VAT; percentage coupons apply to the subtotal, fixed-cart coupons after them,
 * never beyond the subtotal; the discount is spread over the lines in proportion to their subtotals; VAT (7.5 %) is
 * charged on each discounted line and on shipping.
 */
export function computeTotals(lines: TotalsLine[], coupons: TotalsCoupon[], shippingCost: number): Totals {
  const subtotals = lines.map((l) => l.unitPrice * l.quantity)
  const subtotal = subtotals.reduce((a, b) => a + b, 0)
  const couponDiscounts = new Map<string, number>()
  let discountTotal = 0
  const ordered = [
    ...coupons.filter((c) => c.type === 'percent'),
    ...coupons.filter((c) => c.type !== 'percent'),
  ]
  for (const c of ordered) {
    const wanted = c.type === 'percent' ? Math.round((subtotal * c.amount) / 100) : c.amount
    const applied = Math.max(0, Math.min(wanted, subtotal - discountTotal))
    couponDiscounts.set(c.code, applied)
    discountTotal += applied
  }
  const lineDiscounts = spread(discountTotal, subtotals)
  const lineTotals = lines.map((l, i) => {
    const total = subtotals[i]! - lineDiscounts[i]!
    return { key: l.key, subtotal: subtotals[i]!, subtotalTax: vat(subtotals[i]!), total, tax: vat(total) }
  })
  const contentsTotal = subtotal - discountTotal
  const contentsTax = lineTotals.reduce((a, l) => a + l.tax, 0)
  const subtotalTax = lineTotals.reduce((a, l) => a + l.subtotalTax, 0)
  const shippingTax = vat(shippingCost)
  return {
    lines: lineTotals,
    subtotal,
    subtotalTax,
    discountTotal,
    discountTax: subtotalTax - contentsTax,
    couponDiscounts,
    contentsTotal,
    contentsTax,
    shippingTotal: shippingCost,
    shippingTax,
    totalTax: contentsTax + shippingTax,
    total: contentsTotal + contentsTax + shippingCost + shippingTax,
  }
}

/** Splits `amount` over `weights` proportionally, in whole kobo, the remainder going to the largest weights. */
function spread(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (amount === 0 || sum === 0) return weights.map(() => 0)
  const shares = weights.map((w) => Math.floor((amount * w) / sum))
  let rest = amount - shares.reduce((a, b) => a + b, 0)
  const order = weights.map((w, i) => [w, i] as const).sort((a, b) => b[0] - a[0])
  for (let k = 0; rest > 0; k = (k + 1) % order.length, rest--) {
    const index = order[k]![1]
    shares[index] = shares[index]! + 1
  }
  return shares
}
