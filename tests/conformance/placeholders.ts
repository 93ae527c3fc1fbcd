import type { SeedMapping } from './seed-mapping'

/** What a planned case's variables may name; each shop (the real one, the embedded seed) has its own. */
export interface ShopNames {
  seed: SeedMapping
  /** The demo customer's global id (`dXNlcjoz` on one shop, another elsewhere). */
  demoUserId: string
  /** Makes names that must be new on every run (accounts, review texts) new: replaces `{run}` in strings. */
  run: string
}

function placeholder(name: string, shop: ShopNames): unknown {
  const { seed } = shop
  const table: Record<string, unknown> = {
    $simple: seed.simple.id,
    '$simple.slug': seed.simple.slug,
    $otherSimple: seed.otherSimple.id,
    $lowStock: seed.lowStock.id,
    $outOfStock: seed.outOfStock.id,
    $variable: seed.variable.id,
    '$variable.slug': seed.variable.slug,
    $variation: seed.variable.variationId,
    '$variation.attributes': seed.variable.attributes,
    '$demo.id': shop.demoUserId,
  }
  if (!(name in table)) throw new Error(`Unknown placeholder ${name} in a planned case's variables`)
  return table[name]
}

/** A planned case's variables for one shop: placeholders replaced by that shop's products and customer. */
export function resolvePlaceholders(
  variables: Record<string, unknown> | undefined,
  shop: ShopNames,
): Record<string, unknown> {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.startsWith('$') ? placeholder(value, shop) : value.replaceAll('{run}', shop.run)
    if (Array.isArray(value)) return value.map(walk)
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]))
    return value
  }
  return walk(variables ?? {}) as Record<string, unknown>
}
