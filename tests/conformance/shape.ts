/**
 * What a client can tell about a JSON answer without reading catalogue values: which keys there are, null or not,
 * list or object, empty list or not, each scalar's kind. Amounts are told apart by their format (raw with two decimals,
 * raw whole, formatted with the currency symbol), and the few values a client branches on are kept as they are.
 */

/** Keys whose value a client branches on: the value is part of the shape. */
const BEHAVIOUR_VALUES = new Set(['success', 'result', 'isEmpty', 'hasNextPage'])
/**
 * Keys whose emptiness or nullness is the shop's content, not the backend's behaviour: whether a product has
 * dimensions, gallery pictures, reviews, attributes, a sale price, a category a picture. Their shapes are compared when both have
 * them.
 */
const CATALOGUE_CONTENT = new Set([
  'galleryImages',
  'reviews',
  'attributes',
  'image',
  'height',
  'length',
  'width',
  'weight',
  'salePrice',
  'rawSalePrice',
])
const isCatalogueContent = (where: string) =>
  where.split('.').some((segment) => CATALOGUE_CONTENT.has(segment.replace(/\[\]$/, '')))
const EMPTINESS = new Set(['null', 'empty list', 'list', 'object', 'string'])
/** Keys that hold money. */
const AMOUNT_KEY = /(total|subtotal|price|amount|tax|cost|fee|discount)/i

export function scalarKind(key: string, value: unknown): string {
  if (value === null) return 'null'
  if (typeof value === 'boolean' || (typeof value === 'string' && value === 'guest'))
    return BEHAVIOUR_VALUES.has(key) || value === 'guest' ? `${typeof value} ${String(value)}` : typeof value
  if (typeof value === 'number') return 'number'
  if (typeof value === 'string') {
    if (BEHAVIOUR_VALUES.has(key)) return `string ${value}`
    if (AMOUNT_KEY.test(key) && value.includes(', '))
      return `list of ${scalarKind(key, value.split(', ')[0])}`
    if (AMOUNT_KEY.test(key)) {
      if (/^-?\d+\.\d{2}$/.test(value)) return 'raw amount, two decimals'
      if (/^-?\d+$/.test(value)) return 'raw amount, whole'
      if (/^-?\d+\.\d+$/.test(value)) return 'raw amount, other decimals'
      if (/₦/.test(value)) return 'formatted amount'
    }
    return 'string'
  }
  return typeof value
}

export interface Difference {
  /** Where it differs: `status`, `session header`, `data.cart.contents`, `errors[0].message`… */
  where: string
  recorded: string
  embedded: string
}

const kindOf = (key: string, value: unknown) =>
  Array.isArray(value)
    ? value.length
      ? 'list'
      : 'empty list'
    : value && typeof value === 'object'
      ? 'object'
      : scalarKind(key, value)

/**
 * The items of a list seen as one: for each key, every kind its items show (a cart mixing simple and variation
 * lines has `variation` both null and an object), and the items' objects merged the same way.
 */
function merged(items: unknown[]): unknown {
  const objects = items.filter(
    (i): i is Record<string, unknown> => !!i && typeof i === 'object' && !Array.isArray(i),
  )
  if (objects.length !== items.length) return items[0]
  const keys = [...new Set(objects.flatMap((o) => Object.keys(o)))]
  const out: Record<string, unknown[]> = {}
  for (const key of keys) out[key] = objects.map((o) => (key in o ? o[key] : undefined))
  return { [MERGED]: out }
}
const MERGED = Symbol('merged')

type Merged = { [MERGED]: Record<string, unknown[]> }
const isMerged = (v: unknown): v is Merged => !!v && typeof v === 'object' && MERGED in v

/**
 * Across a list's items (products of another catalogue, lines of another cart) a key's kinds agree unless one side is
 * always null and the other never, or their other kinds have nothing in common: which items a list holds is data.
 * A key some items lack (a fragment on another type) is compared where items have it.
 */
function itemKindsAgree(recorded: string[], embedded: string[]) {
  const onlyAbsent = (ks: string[]) => ks.length === 1 && ks[0] === 'absent'
  if (onlyAbsent(recorded) || onlyAbsent(embedded)) return true
  const r = recorded.filter((k) => k !== 'absent')
  const e = embedded.filter((k) => k !== 'absent')
  if (r.join() === e.join()) return true
  const allNull = (ks: string[]) => ks.length === 1 && ks[0] === 'null'
  const noNull = (ks: string[]) => !ks.includes('null')
  if ((allNull(r) && noNull(e)) || (allNull(e) && noNull(r))) return false
  if (allNull(r) || allNull(e)) return true
  const rv = r.filter((k) => k !== 'null')
  const ev = e.filter((k) => k !== 'null')
  const lists = (k: string) => (k === 'empty list' ? 'list' : k.replace(/^list of /, ''))
  return rv.some((k) => ev.map(lists).includes(lists(k)))
}

function kinds(key: string, values: unknown[]): string[] {
  return [...new Set(values.map((v) => (v === undefined ? 'absent' : kindOf(key, v))))].sort()
}

/** Compares two answers' shapes; each difference names its path. */
export function compareShape(
  where: string,
  key: string,
  recorded: unknown,
  embedded: unknown,
  out: Difference[],
) {
  if (isMerged(recorded) && isMerged(embedded)) {
    const r = recorded[MERGED]
    const e = embedded[MERGED]
    for (const k of [...new Set([...Object.keys(r), ...Object.keys(e)])].sort()) {
      const rk = kinds(k, r[k] ?? [undefined])
      const ek = kinds(k, e[k] ?? [undefined])
      if (!itemKindsAgree(rk, ek) && !isCatalogueContent(`${where}.${k}`)) {
        out.push({ where: `${where}.${k}`, recorded: rk.join(' | '), embedded: ek.join(' | ') })
        continue
      }
      const present = (vs: unknown[]) => vs.filter((v) => v !== null && v !== undefined)
      compareValues(`${where}.${k}`, k, present(r[k] ?? []), present(e[k] ?? []), out)
    }
    return
  }
  const rk = kindOf(key, recorded)
  const ek = kindOf(key, embedded)
  if (rk !== ek) {
    if (!(isCatalogueContent(where) && EMPTINESS.has(rk) && EMPTINESS.has(ek)))
      out.push({ where, recorded: rk, embedded: ek })
    return
  }
  if (rk === 'object') {
    const r = recorded as Record<string, unknown>
    const e = embedded as Record<string, unknown>
    for (const k of [...new Set([...Object.keys(r), ...Object.keys(e)])].sort()) {
      if (!(k in r) || !(k in e))
        out.push({
          where: `${where}.${k}`,
          recorded: k in r ? 'present' : 'absent',
          embedded: k in e ? 'present' : 'absent',
        })
      else compareShape(`${where}.${k}`, k, r[k], e[k], out)
    }
  }
  if (rk === 'list') {
    const r = byType(recorded as unknown[])
    const e = byType(embedded as unknown[])
    for (const [type, items] of r) {
      const theirs = e.get(type)
      if (theirs) compareShape(`${where}[${type}]`, key, merged(items), merged(theirs), out)
    }
  }
}

/**
 * A list's items by their `__typename` (or product `type`), as types answer differently (a simple product's raw
 * price is one amount, a variable one's a list): only the types both lists hold are compared, each with its own kind.
 */
function byType(items: unknown[]): Map<string, unknown[]> {
  const groups = new Map<string, unknown[]>()
  for (const item of items) {
    const record = item && typeof item === 'object' ? (item as Record<string, unknown>) : {}
    const type = String(record.__typename ?? record.type ?? '')
    groups.set(type, [...(groups.get(type) ?? []), item])
  }
  return groups
}

/** Compares the non-null values one key took across a list's items, seen as one list each. */
function compareValues(
  where: string,
  key: string,
  recorded: unknown[],
  embedded: unknown[],
  out: Difference[],
) {
  if (!recorded.length || !embedded.length) return
  const composite = (v: unknown) => !!v && typeof v === 'object'
  if (!recorded.every(composite) || !embedded.every(composite)) return
  if (recorded.every((v) => Array.isArray(v)) && embedded.every((v) => Array.isArray(v))) {
    const r = (recorded as unknown[][]).flat()
    const e = (embedded as unknown[][]).flat()
    if (r.length && e.length) compareShape(where, key, r, e, out)
    return
  }
  compareShape(where, key, merged(recorded), merged(embedded), out)
}
