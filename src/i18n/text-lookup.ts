/**
 * The browser's reading of our i18next texts (see browser-texts.ts): i18next's lookup for the options the
 * storefront uses, so that a page hydrates with the very strings i18next rendered on the server. Covered:
 * nested keys, fallback to the default locale, plural keys (`_one`, `_other`, … by the language's plural rules,
 * `_zero` for a count of 0), `defaultValue`, `returnObjects` and `{{value}}` / `{{value, format}}`
 * interpolation (escaping off, a missing value left as written). Not covered, because no text uses them:
 * context, ordinals, nesting (`$t(…)`), namespaces other than `translation`. tests/unit/browser-texts.test.ts
 * compares both on every text of every locale.
 */

export type TextTree = { [key: string]: unknown }
export type TextOptions = { [option: string]: unknown }
/** A format named in `{{value, name}}`: value, language → text. */
export type TextFormat = (value: unknown, language: string) => string

export interface TextSource {
  /** The texts of each locale (one namespace, `translation`). */
  bundles: ReadonlyMap<string, TextTree>
  /** The current language first, then the fallback. */
  languages: readonly string[]
  formats: Readonly<Record<string, TextFormat>>
}

const NAMESPACE = 'translation'
const PLACEHOLDER = /\{\{(.+?)\}\}/g
const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key)
const isTree = (value: unknown): value is TextTree => typeof value === 'object' && value !== null

const pluralRules = new Map<string, Intl.PluralRules>()
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language.replace(/_/g, '-'))
    pluralRules.set(language, rules)
  }
  return rules.select(count)
}

/** The value at `key`'s dotted path, own properties only (as i18next's resource store reads it). */
function atPath(tree: TextTree | undefined, key: string): unknown {
  let node: unknown = tree
  for (const part of key.split('.')) {
    if (!isTree(node) || !own(node, part)) return undefined
    node = node[part]
  }
  return node
}

const found = (value: unknown) => value !== undefined && value !== null

/** The first value for `key` in the languages' order, trying its plural forms before the bare key. */
function resolve(
  source: TextSource,
  key: string,
  options: TextOptions,
): { value: unknown; exactKey: string } {
  const count = options.count
  const plural = count !== undefined && typeof count !== 'string'
  for (const language of source.languages) {
    const keys = [key]
    if (plural) {
      keys.push(`${key}_${pluralCategory(language, count as number)}`)
      if (count === 0) keys.push(`${key}_zero`)
    }
    const tree = source.bundles.get(language)
    for (let exactKey = keys.pop(); exactKey !== undefined; exactKey = keys.pop()) {
      const value = atPath(tree, exactKey)
      if (found(value)) return { value, exactKey }
    }
  }
  return { value: undefined, exactKey: key }
}

function interpolate(source: TextSource, text: string, options: TextOptions): string {
  const language = source.languages[0]!
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const [name = '', ...format] = inner.split(',')
    const variable = name.trim()
    let value = own(options, variable) ? options[variable] : undefined
    const formatName = format.join(',').trim().toLowerCase()
    if (formatName && source.formats[formatName]) value = source.formats[formatName](value, language)
    if (value === undefined) return own(options, variable) ? '' : placeholder
    return typeof value === 'string' ? value : value === null ? '' : String(value)
  })
}

/** `t(key, options)` as i18next answers it for the cases above. */
export function lookUpText(source: TextSource, rawKey: string, options: TextOptions = {}): unknown {
  let key = rawKey
  let otherNamespace = false
  if (key.includes(':')) {
    const [namespace, ...rest] = key.split(':')
    otherNamespace = namespace !== NAMESPACE
    key = rest.join('.')
  }
  const { value, exactKey } = otherNamespace
    ? { value: undefined, exactKey: key }
    : resolve(source, key, options)
  const hasDefault = Object.keys(options).some(
    (o) => o.startsWith('defaultValue') && options[o] !== undefined,
  )
  const defaultValue = defaultFor(source, options)
  const objectCandidate = !value && hasDefault ? defaultValue : value
  if (isTree(objectCandidate) && typeof objectCandidate !== 'function') {
    if (!options.returnObjects)
      return `key '${key} (${source.languages[0]})' returned an object instead of string.`
    return textsOf(source, objectCandidate, Array.isArray(objectCandidate) ? exactKey : key, options, {
      fromDefault: !value && hasDefault,
    })
  }
  let text = value
  if (!found(text) && hasDefault) text = defaultValue
  if (!found(text)) text = key
  return typeof text === 'string' ? interpolate(source, text, options) : text
}

/** `returnObjects`: each member read again through the lookup (so each is interpolated and falls back). */
function textsOf(
  source: TextSource,
  tree: TextTree,
  base: string,
  options: TextOptions,
  { fromDefault }: { fromDefault: boolean },
): TextTree | unknown[] {
  const copy: TextTree | unknown[] = Array.isArray(tree) ? [] : {}
  for (const part of Object.keys(tree)) {
    const deepKey = `${base}.${part}`
    // Read from the default (an object): each member's default is the default's member.
    const text = lookUpText(source, deepKey, fromDefault ? { ...options, defaultValue: tree[part] } : options)
    ;(copy as TextTree)[part] = text === deepKey ? tree[part] : text
  }
  return copy
}

/** The default value for the count's plural form, else the plain one (i18next's `defaultValue_other` …). */
function defaultFor(source: TextSource, options: TextOptions): unknown {
  const count = options.count
  if (count === undefined || typeof count === 'string') return options.defaultValue
  const category = pluralCategory(source.languages[0]!, count as number)
  return (
    (count === 0 && options.defaultValue_zero) || options[`defaultValue_${category}`] || options.defaultValue
  )
}
