/** Minor units (kobo) to major units with 2 decimals: 1234567 → "12345.67". */
export function toMajorUnits(minor: number | string): string {
  const value = typeof minor === 'string' ? Number(minor) : minor
  if (!Number.isFinite(value)) throw new TypeError(`Not an amount: ${String(minor)}`)
  return (value / 100).toFixed(2)
}

/** An amount as the wallet and the pre-checkout modal show it: the 3-letter code, then major units. */
export function formatAmount(minor: number | string, currency: string): string {
  const code = currency.trim().toUpperCase()
  if (!/^[A-Z]{3}$/.test(code)) throw new TypeError(`Not a currency code: ${currency}`)
  return `${code} ${toMajorUnits(minor)}`
}

/** The label of a subscription plan's interval (SPEC §9). */
export function planLabel(interval: string): string {
  const name = interval.trim().toLowerCase()
  if (name === 'biannually' || name === 'biannual') return 'BIANNUAL PLAN'
  if (name === 'annually' || name === 'annual') return 'ANNUAL PLAN'
  return `${name.toUpperCase()} PLAN`
}
