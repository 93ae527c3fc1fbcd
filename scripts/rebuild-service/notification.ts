/** What the companion plugin says changed: ids only. */
export interface Notification {
  id: string
  products: number[]
  categories: number[]
  changedAt: string
}

const MAX_IDS = 100_000

/** The notification in a verified body, or null when it is not one (the sender is the shop, but be strict anyway). */
export function parseNotification(body: Buffer): Notification | null {
  let value: unknown
  try {
    value = JSON.parse(body.toString('utf8'))
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const { id, products, categories, changedAt } = value as Record<string, unknown>
  if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id)) return null
  if (typeof changedAt !== 'string' || !Number.isFinite(Date.parse(changedAt))) return null
  const ids = (list: unknown) =>
    Array.isArray(list) &&
    list.length <= MAX_IDS &&
    list.every((n) => Number.isInteger(n) && (n as number) > 0)
      ? (list as number[])
      : null
  const productIds = ids(products)
  const categoryIds = ids(categories ?? [])
  if (!productIds || !categoryIds) return null
  return { id, products: productIds, categories: categoryIds, changedAt }
}
