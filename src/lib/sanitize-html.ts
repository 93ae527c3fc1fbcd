import xss from 'xss'
import type * as XssModule from 'xss'

// xss is CommonJS: its named exports hang off the default export at run time, in Node and in Vite alike.
const { FilterXSS, escapeAttrValue } = xss as unknown as typeof XssModule

/**
 * Product and review HTML from the backend is sanitised before it is rendered (ARCHITECTURE §9):
 * an allow-list of tags and attributes; scripts, styles, event handlers and script URLs never survive.
 */
const allowList = {
  a: ['href', 'title', 'rel', 'target'],
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sup: [],
  sub: [],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  blockquote: [],
  code: [],
  pre: [],
  hr: [],
  span: [],
  div: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['scope'],
  td: [],
  dl: [],
  dt: [],
  dd: [],
  figure: [],
  figcaption: [],
  img: ['src', 'alt', 'title', 'width', 'height'],
}

const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i

const filter = new FilterXSS({
  whiteList: allowList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math'],
  allowCommentTag: false,
  safeAttrValue(tag, name, value) {
    if (name === 'href' || name === 'src') {
      // Entities and control characters are decoded/removed before the scheme is checked.
      const decoded = value
        .replace(/&#x?([0-9a-f]+);?/gi, (_, code: string) =>
          String.fromCharCode(parseInt(code, /^[0-9]+$/.test(code) ? 10 : 16)),
        )
        // eslint-disable-next-line no-control-regex -- control characters hide a scheme from the check
        .replace(/[\u0000-\u0020]/g, '')
      if (!SAFE_URL.test(decoded)) return ''
      return escapeAttrValue(value)
    }
    return escapeAttrValue(value)
  },
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'target')
      return value === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : ''
    return undefined
  },
})

export function sanitizeHtml(html: string): string {
  return html ? filter.process(html) : ''
}

/** Plain text of an HTML fragment (meta descriptions, structured data). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}
