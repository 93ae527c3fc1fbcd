import { readFileSync } from 'node:fs'
import path from 'node:path'

const STYLESHEET_LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">\s*/g

/**
 * Puts a page's stylesheets into its HTML: the `<link rel="stylesheet">` tags Vike writes (one per CSS file
 * the page imports, each a render-blocking request) become one `<style>` at the end of `<head>`, in the same
 * order. The files are read once from the client build and kept for every page.
 *
 * Each link stays, `disabled`: browsers do not fetch a disabled stylesheet, and the client's CSS loader (Vite's,
 * which adds a page chunk's stylesheets as it imports the chunk, and waits for them) skips a file it finds
 * linked. Without them the hydrating page downloaded its inlined CSS again, at the highest priority, beside the
 * first screen's images, and held hydration until it came.
 */
export function createStyleInliner(clientDir: string): (html: string) => string {
  const files = new Map<string, string>()
  const read = (href: string) => {
    let css = files.get(href)
    if (css === undefined) {
      css = readFileSync(path.join(clientDir, href), 'utf8')
        .replace(/<\/style/gi, '<\\/style')
        .trim()
      files.set(href, css)
    }
    return css
  }
  // Pages share a few sets of stylesheets: each set's block is built once, not once per page.
  const blocks = new Map<string, string>()
  const block = (hrefs: string[]) => {
    const key = hrefs.join('"') // no href holds a quote (STYLESHEET_LINK)
    let built = blocks.get(key)
    if (built === undefined) {
      const markers = hrefs.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('')
      built = `<style>${withoutRepeats(hrefs.map(read)).join('\n')}</style>${markers}`
      blocks.set(key, built)
    }
    return built
  }
  return (html) => {
    const hrefs: string[] = []
    const rest = html.replace(STYLESHEET_LINK, (_link, href: string) => {
      hrefs.push(href)
      return ''
    })
    if (!hrefs.length) return rest
    const at = rest.indexOf('</head>')
    if (at < 0) throw new Error('The page has no </head> to put its styles in')
    return `${rest.slice(0, at)}${block(hrefs)}\n  ${rest.slice(at)}`
  }
}

/**
 * Vike links both a chunk's stylesheet and, after it, the stylesheets of the modules the chunk was made of, whose
 * rules are already in it: a file whose text is in another of the page's files is left out (of two equal files,
 * the first stays). That also keeps the rules in the chunk's order, the order the client's loader applies them in.
 */
function withoutRepeats(sheets: string[]): string[] {
  return sheets.filter(
    (css, i) => !sheets.some((other, j) => j !== i && other.includes(css) && (other !== css || j < i)),
  )
}
