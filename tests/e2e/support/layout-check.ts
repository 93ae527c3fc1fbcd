import type { Page } from 'playwright-core'

/** What the in-page checker looks at: the regions whose boxes must not overlap, the amounts that must not wrap. */
export interface LayoutCheckOptions {
  regions: string[]
  /** Elements that must be shown whole (not clipped, not ellipsised), e.g. the shop's name on a desktop. */
  whole: string[]
  /** Elements whose content must stay on one line when shown, e.g. the desktop menu. */
  oneLine: string[]
}

export const DEFAULT_CHECK: LayoutCheckOptions = {
  regions: ['.header-inner', '.app-main'],
  whole: [],
  oneLine: [],
}

/**
 * Runs in the page: the layout problems a shopper would see, each as a short sentence.
 * - the document is wider than the window (the page scrolls sideways);
 * - two sibling boxes in a region overlap (in normal flow: absolutely placed badges and overlays are meant to);
 * - a control (link, button, field) reaches past the window's edge or is clipped by its own box;
 * - a box spills sideways out of its parent (drawn over its neighbours: a wide table out of its grid column);
 * - an amount breaks over two lines; an element that must be whole is clipped or one that must stay on one
 *   line takes more;
 * - an empty field's placeholder is wider than the field ("Recherch", "₦24,640,0").
 */
export function findLayoutProblems(
  page: Page,
  options: LayoutCheckOptions = DEFAULT_CHECK,
): Promise<string[]> {
  return page.evaluate((opts) => {
    const problems: string[] = []
    const width = window.innerWidth
    const name = (el: Element) => {
      const id = el.getAttribute('data-testid') ?? el.id
      const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/)[0] : ''
      const text = (el.textContent ?? '').trim().slice(0, 30)
      return `${el.tagName.toLowerCase()}${id ? `#${id}` : ''}${cls ? `.${cls}` : ''} "${text}"`
    }
    const shown = (el: Element) =>
      el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
      !el.closest('[aria-hidden="true"], .visually-hidden, [inert]')
    // Boxes laid out side by side or one under another; inline text wraps around its neighbours by construction.
    const inFlow = (el: Element) => {
      const style = getComputedStyle(el)
      return (
        !['absolute', 'fixed'].includes(style.position) && !['contents', 'inline'].includes(style.display)
      )
    }
    const box = (el: Element) => el.getBoundingClientRect()
    const scrollsSideways = (el: Element | null, region: Element): boolean =>
      !!el &&
      el !== region &&
      (/auto|scroll/.test(getComputedStyle(el).overflowX) || scrollsSideways(el.parentElement, region))

    if (document.documentElement.scrollWidth > width)
      problems.push(`page is ${document.documentElement.scrollWidth}px wide in a ${width}px window`)

    const overlaps = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1
    for (const region of opts.regions.flatMap((s) => [...document.querySelectorAll(s)])) {
      for (const parent of [region, ...region.querySelectorAll('*')]) {
        if (!shown(parent) || parent.closest('svg')) continue
        const kids = [...parent.children].filter((kid) => shown(kid) && inFlow(kid))
        const outer = box(parent)
        const clipsKids = getComputedStyle(parent).overflowX !== 'visible'
        for (const kid of clipsKids ? [] : kids) {
          const r = box(kid)
          if (r.width > 0 && (r.right > outer.right + 1 || r.left < outer.left - 1))
            problems.push(`${name(kid)} spills out of ${name(parent)}`)
        }
        const rects = kids.map(box).filter((r) => r.width > 0 && r.height > 0)
        for (let i = 0; i < rects.length; i++)
          for (let j = i + 1; j < rects.length; j++)
            if (overlaps(rects[i]!, rects[j]!))
              problems.push(`${name(kids[i]!)} overlaps ${name(kids[j]!)} in ${name(parent)}`)
      }
      for (const control of region.querySelectorAll('a, button, input, select, textarea, label, h1, h2')) {
        if (!shown(control)) continue
        const r = box(control)
        if (r.width === 0) continue
        // A strip that scrolls sideways (gallery thumbnails) may hold controls beyond the edge: they scroll in.
        const past = r.right > width + 1 || r.left < -1
        if (past && !scrollsSideways(control.parentElement, region))
          problems.push(`${name(control)} reaches past the window's edge`)
        const style = getComputedStyle(control)
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
        const isField = /^(INPUT|SELECT|TEXTAREA)$/.test(control.tagName)
        if (clips && !isField && control.scrollWidth > control.clientWidth + 1)
          problems.push(`${name(control)} is cut off`)
      }
    }
    // Each amount (₦1,234,567.00, 1.234.567,00 ₦, a range's either end) on one line; a range may wrap between them.
    const amount = /₦?[\u00a0\u202f]?\d(?:[\d.,]|[\u00a0\u202f ](?=\d{3}))*(?:[\u00a0\u202f ]?₦)?/g
    for (const region of opts.regions.flatMap((s) => [...document.querySelectorAll(s)])) {
      const texts = document.createTreeWalker(region, NodeFilter.SHOW_TEXT)
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const text = node.textContent ?? ''
        if (!text.includes('₦') || !node.parentElement || !shown(node.parentElement)) continue
        for (const match of text.matchAll(amount)) {
          if (!match[0].includes('₦')) continue
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)),
          )
          if (lines.size > 1)
            problems.push(`${name(node.parentElement)}: "${match[0]}" breaks over ${lines.size} lines`)
        }
      }
    }
    // The lines an element's text takes: text boxes that share some height are one line (a badge beside a word).
    const lineCount = (el: Element) => {
      const rects: DOMRect[] = []
      const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        rects.push(...[...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0))
      }
      rects.sort((a, b) => a.top - b.top)
      let lines = 0
      let bottom = -Infinity
      for (const r of rects) {
        if (r.top >= bottom - 1) {
          lines++
          bottom = r.bottom
        } else bottom = Math.max(bottom, r.bottom)
      }
      return lines
    }
    for (const selector of opts.oneLine) {
      for (const el of document.querySelectorAll(selector)) {
        const lines = shown(el) ? lineCount(el) : 0
        if (lines > 1) problems.push(`${name(el)} takes ${lines} lines`)
      }
    }
    const measure = document.createElement('canvas').getContext('2d')!
    for (const region of opts.regions.flatMap((s) => [...document.querySelectorAll(s)])) {
      for (const field of region.querySelectorAll<HTMLInputElement>(
        'input[placeholder], textarea[placeholder]',
      )) {
        if (!shown(field) || field.value !== '' || field.tagName === 'TEXTAREA') continue
        const style = getComputedStyle(field)
        measure.font = style.font
        // A number field keeps room for its spin buttons unless they are styled away.
        const spin = field.type === 'number' && style.appearance !== 'textfield' ? 15 : 0
        const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - spin
        const needs = measure.measureText(field.placeholder).width
        if (needs > room + 1)
          problems.push(
            `${name(field)}: placeholder "${field.placeholder}" is cut (${Math.ceil(needs)}px in ${Math.floor(room)}px)`,
          )
      }
    }
    for (const selector of opts.whole) {
      const el = document.querySelector(selector)
      if (!el || !shown(el)) problems.push(`${selector} is not shown`)
      else if (el.scrollWidth > el.clientWidth + 1) problems.push(`${name(el)} is not shown whole`)
    }
    return [...new Set(problems)]
  }, options)
}
