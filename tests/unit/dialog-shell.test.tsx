import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { Dialog } from '../../src/components/dialog'
import { createI18n } from '../../src/i18n/create-i18n'

const noop = () => {}
const i18n = createI18n()
const html = (node: ReactNode) => renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>)
const panel = (open: boolean) =>
  html(
    <Dialog
      name="cart-panel"
      open={open}
      onClose={noop}
      title="Cart"
      aria-hidden={!open}
      data-testid="cart-panel"
    >
      <p>Lines</p>
    </Dialog>,
  )

/** Issue 36, point 11: the cart panel, the phone menu and the filter panel share one dialog shell. */
describe('the dialog shell', () => {
  it('closed: the panel alone, no dialog role, its head with the title and the close button', () => {
    const closed = panel(false)
    const titleId = /<h2 id="([^"]+)">Cart<\/h2>/.exec(closed)?.[1]
    expect(titleId).toBeTruthy()
    expect(closed).toBe(
      `<div aria-hidden="true" data-testid="cart-panel" class="cart-panel " aria-labelledby="${titleId}">` +
        `<div class="cart-panel-head"><h2 id="${titleId}">Cart</h2>` +
        '<button type="button" class="icon-button cart-panel-close" aria-label="Close" data-autofocus="">' +
        closed.match(/<svg.*<\/svg>/)![0] +
        '</button></div><p>Lines</p></div>',
    )
  })

  it('open: the backdrop first, then a modal dialog named by its title that can hold focus', () => {
    const open = panel(true)
    expect(open).toMatch(
      /^<div class="overlay" data-testid="overlay" data-dialog-backdrop="" aria-hidden="true"><\/div><div /,
    )
    const dialog = /<\/div>(<div [^>]*>)/.exec(open)?.[1] ?? ''
    expect(dialog).toContain('class="cart-panel is-open cart-panel-open"')
    expect(dialog).toContain('role="dialog" aria-modal="true"')
    expect(dialog).toContain('tabindex="-1"')
    expect(dialog).toContain('aria-hidden="false"')
    const titleId = /aria-labelledby="([^"]+)"/.exec(dialog)?.[1]
    expect(titleId).toBeTruthy()
    expect(open).toContain(`<h2 id="${titleId}">Cart</h2>`)
  })

  it('as another element, with another backdrop and title element (the filter panel, the menu)', () => {
    const filters = html(
      <Dialog
        as="aside"
        name="filter-panel"
        open
        onClose={noop}
        title="Filters"
        backdrop="filter-backdrop"
        id="f"
      />,
    )
    expect(filters).toMatch(/^<div class="filter-backdrop" data-testid="filter-backdrop"/)
    expect(filters).toContain('<aside id="f" class="filter-panel is-open filter-panel-open" role="dialog"')
    expect(filters).toContain('class="icon-button filter-panel-close"')
    const menu = html(<Dialog name="mobile-menu" open={false} onClose={noop} title="Menu" titleTag="span" />)
    expect(menu).toMatch(/<div class="mobile-menu-head"><span id="[^"]+">Menu<\/span>/)
  })
})
