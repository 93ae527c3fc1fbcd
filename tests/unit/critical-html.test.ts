import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { lcpImagePreload } from '../../renderer/lcp-preload'
import { createStyleInliner } from '../../scripts/prerender/inline-styles'

function clientDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'))
  for (const [name, css] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), css)
  }
  return dir
}

const page = (links: string) =>
  `<!doctype html><html><head>${links}<meta charset="utf-8" /><title>x</title></head><body><p>x</p></body></html>`

describe('inlined styles', () => {
  it("turns every stylesheet link into one <style> at the end of <head>, in the links' order", () => {
    const inline = createStyleInliner(
      clientDir({ 'assets/static/a.css': '.a{color:red}\n', 'assets/static/b.css': '.b{color:blue}' }),
    )
    const html = inline(
      page(
        '<link rel="stylesheet" type="text/css" href="/assets/static/b.css">\n    ' +
          '<link rel="stylesheet" type="text/css" href="/assets/static/a.css">',
      ),
    )
    expect(html).not.toContain('<link rel="stylesheet" type="text/css"')
    expect(html).toMatch(/<title>x<\/title><style>\.b\{color:blue\}\n\.a\{color:red\}<\/style>/)
    // Each file stays named by a disabled link (never fetched), so the client's CSS loader knows it is here.
    expect(html).toMatch(
      /<\/style><link rel="stylesheet" href="\/assets\/static\/b.css" disabled><link rel="stylesheet" href="\/assets\/static\/a.css" disabled>\s*<\/head>/,
    )
  })

  it("leaves out a file whose rules another of the page's files already has, keeping every link", () => {
    const inline = createStyleInliner(
      clientDir({
        'assets/chunk.css': '.base{margin:0}.card{color:red}',
        'assets/src_base.css': '.base{margin:0}',
        'assets/src_card.css': '.card{color:red}',
        'assets/same.css': '.x{color:blue}',
        'assets/same-again.css': '.x{color:blue}',
      }),
    )
    const link = (name: string) => `<link rel="stylesheet" type="text/css" href="/assets/${name}">`
    const html = inline(
      page(['chunk.css', 'same.css', 'src_base.css', 'src_card.css', 'same-again.css'].map(link).join('')),
    )
    expect(html).toContain('<style>.base{margin:0}.card{color:red}\n.x{color:blue}</style>')
    expect(html.match(/ disabled>/g)).toHaveLength(5)
  })

  it('cannot end the <style> element early from inside a stylesheet', () => {
    const inline = createStyleInliner(clientDir({ 'assets/x.css': '.x{content:"</style><script>"}' }))
    const html = inline(page('<link rel="stylesheet" type="text/css" href="/assets/x.css">'))
    expect(html.match(/<\/style>/g)).toHaveLength(1)
  })

  it('leaves a page without stylesheets as it is, and fails on a missing file', () => {
    const inline = createStyleInliner(clientDir({}))
    expect(inline(page(''))).toBe(page(''))
    expect(() => inline(page('<link rel="stylesheet" type="text/css" href="/assets/gone.css">'))).toThrow()
  })
})

describe('main image preload', () => {
  it('preloads the images rendered with fetchpriority="high", with their srcset, and no lazy one', () => {
    const html =
      '<img src="/a.webp" srcSet="/a.webp 1x, /a2.webp 2x" loading="eager" fetchpriority="high"/>' +
      '<img src="/b.webp" loading="lazy"/>'
    expect(lcpImagePreload(html)).toBe(
      '<link rel="preload" as="image" href="/a.webp" imagesrcset="/a.webp 1x, /a2.webp 2x" fetchpriority="high" />',
    )
    expect(lcpImagePreload('<img src="/b.webp" loading="lazy"/>')).toBe('')
  })

  it("preloads a tile's width-described srcset with its sizes (not for a full-width image)", () => {
    const tile =
      '<img src="/c-220.webp" srcSet="/c-220.webp 220w, /c-440.webp 440w" sizes="(min-width: 1280px) 296px, 50vw" fetchpriority="high"/>'
    expect(lcpImagePreload(tile)).toBe(
      '<link rel="preload" as="image" href="/c-220.webp" imagesrcset="/c-220.webp 220w, /c-440.webp 440w"' +
        ' imagesizes="(min-width: 1280px) 296px, 50vw" fetchpriority="high" />',
    )
  })
})
