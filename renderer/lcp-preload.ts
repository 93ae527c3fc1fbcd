const PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/gi
/** A grid's first screen may hold the largest paint in any of its images (ProductGrid, CategoryGrid). */
const MAX_PRELOADS = 4

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]
}

/**
 * A `<link rel="preload">` for the page's main images (those rendered with `fetchpriority="high"`), so the
 * browser starts fetching it from the document's head rather than when the parser reaches the image. The
 * attribute values come from React's rendered HTML, so they are already escaped.
 */
export function lcpImagePreload(appHtml: string): string {
  const links = [...appHtml.matchAll(PRIORITY_IMAGE)].slice(0, MAX_PRELOADS).map(([tag]) => {
    const src = attribute(tag, 'src')
    if (!src) return ''
    const srcset = attribute(tag, 'srcSet')
    // A width-described srcset needs its sizes, or the browser would preload for a full-width image.
    const sizes = attribute(tag, 'sizes')
    const set = srcset ? ` imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}` : ''
    return `<link rel="preload" as="image" href="${src}"${set} fetchpriority="high" />`
  })
  // Tiles without a picture share the placeholder: one preload.
  return [...new Set(links)].join('')
}
