import type { Random } from './prng'

/**
 * What a kind of product (a machine, an accessory, a download, a licence) decides about one catalogue entry before
 * it becomes a row: its words, its specifications and its price. The texts are written from the same values as the
 * specifications, so a page never says one thing in its description and another in its table.
 */
export interface Blueprint {
  name: string
  shortDescription: string
  description: string
  /** Regular price in naira (of the first variation, for a variable product). */
  naira: number
  /** Colour term slugs offered (the first is the product's own); none for software. */
  colours: readonly string[]
  /** Size term slug (a laptop's or a monitor's screen). */
  size: string | null
  /** Local attributes after colour and size (label and options), in the order the specification table lists them. */
  specs: Array<[label: string, options: readonly string[]]>
  /** A variable machine's memory options and what each adds to the first one's price, in naira. */
  variationRams: Array<{ name: string; extraNaira: number }> | null
  parcel: Parcel | null
  reviewTexts: readonly string[]
  meta: Array<{ key: string; value: string }>
}

/** Shipping weight (kg) and box (cm), as WooCommerce stores them: strings. */
export interface Parcel {
  weight: string
  length: string
  width: string
  height: string
}

export const parcel = (weight: number, length: number, width: number, height: number): Parcel => ({
  weight: String(weight),
  length: String(length),
  width: String(width),
  height: String(height),
})

/** A shop price between `low` and `high` naira, in steps a shop would use. */
export function priceBetween(random: Random, low: number, high: number): number {
  const step = high >= 1_000_000 ? 5_000 : high >= 100_000 ? 500 : 100
  return Math.max(step, Math.round((low + random.next() * (high - low)) / step) * step)
}

/** The model code that tells products of the same line apart: "131A". */
export const modelCode = (index: number) =>
  `${100 + (index % 900)}${String.fromCharCode(65 + (Math.floor(index / 900) % 26))}`
