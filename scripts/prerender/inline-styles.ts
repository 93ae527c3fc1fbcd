import { readFileSync } from 'node:fs'
import path from 'node:path'

const STYLESHEET_LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">\s*/g

/**
 * Puts a page's stylesheets into its HTML: the `<link rel="stylesheet">` tags Vike writes (one per CSS file
 * the page imports, each a render-blocking request) become one `<style>` at the end of `<head>`, in the same
 * order. The files are read once from the client build and kept for every page.
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
  return (html) => {
    const sheets: string[] = []
    const rest = html.replace(STYLESHEET_LINK, (_link, href: string) => {
      sheets.push(read(href))
      return ''
    })
    if (!sheets.length) return rest
    const at = rest.indexOf('</head>')
    if (at < 0) throw new Error('The page has no </head> to put its styles in')
    return `${rest.slice(0, at)}<style>${sheets.join('\n')}</style>\n  ${rest.slice(at)}`
  }
}
