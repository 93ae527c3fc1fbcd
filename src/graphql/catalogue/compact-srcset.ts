/**
 * WPGraphQL's `MediaItem.srcSet` lists WordPress's resized copies of an upload (`<url> 300w, <url> 768w`). A payload
 * keeps them compact: sorted by width, each copy in the original's folder named by its file alone
 * (`mouse-300x300.jpg 300w`), resolved against the original's address when the page is rendered
 * (src/lib/wordpress-srcset.ts). Only http(s) copies are kept, so a forged srcset cannot bring a script URL.
 */

const ENTRY = /(\S+)\s+(\d+)w\s*(?:,|$)/g
/** A file name WordPress writes (sanitize_file_name keeps no slash, colon or space): safe to resolve relatively. */
const PLAIN_FILE = /^[\w.-]+$/

const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1)

function isWebAddress(url: string): boolean {
  try {
    return /^https?:$/.test(new URL(url).protocol)
  } catch {
    return false
  }
}

/** The compact form of WordPress's srcset for the upload at `original`; undefined when it lists no copy. */
export function compactSrcSet(srcset: string | null | undefined, original: string): string | undefined {
  if (!srcset || !isWebAddress(original)) return undefined
  const folder = folderOf(original)
  const byWidth = new Map<number, string>()
  for (const [, url = '', digits] of srcset.matchAll(ENTRY)) {
    const width = Number(digits)
    if (width <= 0 || byWidth.has(width) || !isWebAddress(url)) continue
    const file = url.startsWith(folder) ? url.slice(folder.length) : ''
    byWidth.set(width, PLAIN_FILE.test(file) ? file : url)
  }
  if (byWidth.size === 0) return undefined
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, file]) => `${file} ${width}w`)
    .join(', ')
}
