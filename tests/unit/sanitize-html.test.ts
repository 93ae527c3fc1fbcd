import { describe, expect, it } from 'vitest'
import { htmlToText, sanitizeHtml } from '../../src/lib/sanitize-html'

// Hostile markup as it could arrive in a product description or a review's content.
const HOSTILE = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)">',
  '<img src=x onerror\n=alert(1)>',
  '<a href="javascript:alert(1)">a</a>',
  '<a href="JaVaScRiPt:alert(1)">b</a>',
  '<a href=" \tjavascript:alert(1)">c</a>',
  '<a href="java\nscript:alert(1)">d</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">e</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">f</a>',
  '<a href="&#0000106avascript:alert(1)">g</a>',
  '<a href="javascript&colon;alert(1)">h</a>',
  '<a href="vbscript:msgbox(1)">i</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">j</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<p style="width: expression(alert(1))">styled</p>',
  '<div style="background:url(javascript:alert(1))">bg</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<math><mtext><a href="javascript:alert(1)">m</a></mtext></math>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<input onfocus=alert(1) autofocus>',
  '<a href="#" onclick="alert(1)">click</a>',
  '<p onmouseover="alert(1)">hover</p>',
  '<img src="https://ok.example/a.png" onload="alert(1)">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<a href="//evil.example/">protocol-relative</a>',
  '<img src="x" srcset="javascript:alert(1) 1x">',
]

/** Everything that must not survive, wherever it appears in the output. */
function assertHarmless(output: string) {
  const lower = output.toLowerCase()
  expect(lower).not.toMatch(
    /<\s*(script|iframe|object|embed|svg|math|style|form|button|input|meta|base|link|body|details|template|noscript)\b/,
  )
  expect(lower).not.toMatch(/\son[a-z]+\s*=/)
  expect(lower).not.toMatch(/javascript\s*:|vbscript\s*:|data\s*:|&colon;/)
  expect(lower).not.toMatch(/style\s*=|expression\s*\(|srcset\s*=|srcdoc\s*=|formaction\s*=/)
  expect(lower).not.toMatch(/href\s*=\s*["']?\/\//)
  for (const match of output.matchAll(/(?:href|src)\s*=\s*"([^"]*)"/gi)) {
    const decoded = match[1]!.replace(/&#x?([0-9a-f]+);?/gi, (_, code: string) =>
      String.fromCharCode(parseInt(code, /^[0-9]+$/.test(code) ? 10 : 16)),
    )
    expect(decoded).toMatch(/^(https?:|mailto:|tel:|\/[^/]|#|$)/i)
  }
}

describe('sanitising product and review HTML', () => {
  it.each(HOSTILE)('removes everything hostile from %s', (html) => {
    // In a description and in a review's content (a paragraph of text around it).
    assertHarmless(sanitizeHtml(html))
    assertHarmless(sanitizeHtml(`<p>Great machine! ${html} Would buy again.</p>`))
  })

  it('removes all of it at once, in a long description', () => {
    const output = sanitizeHtml(`<h3>Specs</h3>${HOSTILE.join('<br>')}<p>end</p>`)
    assertHarmless(output)
    expect(output).toContain('<h3>Specs</h3>')
    expect(output).toContain('<p>end</p>')
  })

  it('keeps harmless markup, text and safe links', () => {
    expect(sanitizeHtml('<p><strong>RTX 4090</strong> and <em>64 GB</em></p>')).toBe(
      '<p><strong>RTX 4090</strong> and <em>64 GB</em></p>',
    )
    expect(sanitizeHtml('<ul><li>One</li><li>Two</li></ul>')).toBe('<ul><li>One</li><li>Two</li></ul>')
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2">spec sheet</a>')).toContain(
      'href="https://example.com/a?b=1&amp;c=2"',
    )
    expect(sanitizeHtml('<a href="/product/x" target="_blank">x</a>')).toContain('rel="noopener noreferrer"')
    expect(sanitizeHtml('<img src="https://cdn.example/a.jpg" alt="Front">')).toContain(
      'src="https://cdn.example/a.jpg"',
    )
    expect(sanitizeHtml('Price &lt; ₦1,000,000 &amp; free delivery')).toBe(
      'Price &lt; ₦1,000,000 &amp; free delivery',
    )
  })

  it('turns HTML into plain text for search and meta descriptions', () => {
    expect(htmlToText('<p>Quiet<br>RTX</p><script>alert(1)</script>&amp; more')).toBe('Quiet RTX & more')
  })
})
