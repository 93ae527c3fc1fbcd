import type { DocumentLike } from './dom-types'
import { BUTTON_ID_MISSING } from './messages'

export type ButtonVariant = 'normal' | 'light'

export interface PayButtonOptions {
  buttonId: string
  variant?: ButtonVariant
  text?: string
  height?: string
  width?: string
  borderRadius?: string
  padding?: string
  locale?: string
  type?: string
  currency?: string
}

/** SPEC §9's button defaults. */
export const PAY_BUTTON_DEFAULTS = {
  variant: 'normal' as ButtonVariant,
  text: 'Pay',
  height: '50px',
  width: 'auto',
  borderRadius: '3px',
  padding: '10px',
  locale: 'en',
  type: 'pay',
  currency: 'NGN',
}

export type ResolvedPayButton = typeof PAY_BUTTON_DEFAULTS & { buttonId: string }

/** The options with defaults filled in; an unknown variant falls back to normal. */
export function resolvePayButton(options: PayButtonOptions): ResolvedPayButton {
  const given = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined && v !== ''))
  const resolved = { ...PAY_BUTTON_DEFAULTS, ...given } as ResolvedPayButton
  if (resolved.variant !== 'normal' && resolved.variant !== 'light') resolved.variant = 'normal'
  return resolved
}

const COLOURS: Record<ButtonVariant, { background: string; color: string; border: string }> = {
  normal: { background: '#0ba4db', color: '#ffffff', border: '1px solid #0ba4db' },
  light: { background: '#ffffff', color: '#011b33', border: '1px solid #d6dbe1' },
}

/** Styles the page's own button (found by id) as the pay button and calls `onClick` when pressed. */
export function mountPayButton(doc: DocumentLike, options: PayButtonOptions, onClick: () => void) {
  const resolved = resolvePayButton(options)
  const button = doc.getElementById(resolved.buttonId)
  if (!button) throw new Error(BUTTON_ID_MISSING)
  const colours = COLOURS[resolved.variant]
  button.textContent = resolved.text
  button.setAttribute('lang', resolved.locale)
  Object.assign(button.style, {
    height: resolved.height,
    width: resolved.width,
    borderRadius: resolved.borderRadius,
    padding: resolved.padding,
    ...colours,
    cursor: 'pointer',
  })
  button.addEventListener('click', onClick)
  return { button, options: resolved, unmount: () => button.removeEventListener('click', onClick) }
}
