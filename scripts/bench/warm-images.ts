/** Every image address a page's HTML names: `src`, `srcset`/`srcSet` and preload `href`/`imagesrcset`. */
export function imageUrlsOf(html: string, pageUrl: string): string[] {
  const urls = new Set<string>()
  const add = (value: string) => {
    const url = new URL(value.replaceAll('&amp;', '&'), pageUrl)
    if (url.protocol === 'http:' || url.protocol === 'https:') urls.add(url.href)
  }
  for (const tag of html.match(/<(?:img|source)\b[^>]*>|<link\b[^>]*rel="preload"[^>]*>/gi) ?? []) {
    if (/^<link/i.test(tag) && !/\bas="image"/i.test(tag)) continue
    for (const [, name, value] of tag.matchAll(/\s(src|href|srcset|imagesrcset)="([^"]*)"/gi)) {
      if (/srcset$/i.test(name!)) for (const candidate of srcsetUrls(value!)) add(candidate)
      else if (!value!.startsWith('data:')) add(value!)
    }
  }
  return [...urls]
}

/**
 * The addresses of a srcset, read as browsers do: an address runs to the next whitespace (it may hold commas, as
 * `w_280,f_webp` does), commas at its end close the candidate, else its descriptors run to the next comma.
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = []
  let rest = srcset
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '')
    if (!rest) return urls
    const url = /^\S+/.exec(rest)![0]
    rest = rest.slice(url.length)
    const bare = url.replace(/,+$/, '')
    urls.push(bare)
    if (bare === url) rest = rest.replace(/^[^,]*/, '')
  }
}

/**
 * Requests every image a page names, once, before it is measured. The image service renders a variant on its
 * first request; a shop behind a CDN serves it from cache after that, which is what a shopper meets. Without
 * this the first audit of each page measured the image service's resizing (about 0.8 s more LCP here).
 */
export async function warmImages(pageUrl: string): Promise<void> {
  const html = await (await fetch(pageUrl)).text()
  const urls = imageUrlsOf(html, pageUrl)
  await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { headers: { accept: 'image/webp,image/*' } })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    }),
  )
}
