import { limits, MAX_LINE_QUANTITY } from '../../config/limits'

export { MAX_LINE_QUANTITY }

export type ParsedQuantity = { ok: true; quantity: number } | { ok: false; empty: boolean }

/** A typed quantity: a whole number from 0 (removes the line) to `max` (the line's limit); anything else is refused. */
export function parseQuantity(typed: string, max: number = MAX_LINE_QUANTITY): ParsedQuantity {
  const value = typed.trim()
  if (value === '') return { ok: false, empty: true }
  if (!/^\d+$/.test(value) || Number(value) > max) return { ok: false, empty: false }
  return { ok: true, quantity: Number(value) }
}

export interface QuantityTypingOptions {
  /** Sends the quantity (the cart slice's updateItemQuantity). */
  send(quantity: number): void
  /** Typed text that is no quantity: the field shows a message and its quantity again. */
  refuse(): void
  /** The line's current quantity: typing it again sends nothing. */
  current(): number
  /** The most the line may hold now (MAX_LINE_QUANTITY by default): more is refused. */
  max?(): number
  delayMs?: number
}

/**
 * What typing into a line's quantity field does: the last value typed within the debounce (100 ms) is
 * sent once; an empty field waits (the shopper is typing a new number) until it is left.
 */
export function createQuantityTyping(options: QuantityTypingOptions) {
  const delay = options.delayMs ?? limits.debounceMs
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending: string | null = null

  const settle = (leaving: boolean) => {
    if (timer) clearTimeout(timer)
    timer = null
    const typed = pending
    pending = null
    if (typed === null) return
    const parsed = parseQuantity(typed, options.max?.())
    if (parsed.ok) {
      if (parsed.quantity !== options.current()) options.send(parsed.quantity)
    } else if (parsed.empty && !leaving) {
      pending = typed // still empty when the field is left: refused then
    } else {
      options.refuse()
    }
  }

  return {
    /** The field's text changed. */
    type(text: string) {
      pending = text
      if (timer) clearTimeout(timer)
      timer = setTimeout(() => settle(false), delay)
    },
    /** The field lost focus (or Enter): settle now. */
    flush: () => settle(true),
    /** The field is going away: nothing more is sent. */
    cancel() {
      if (timer) clearTimeout(timer)
      timer = null
      pending = null
    },
  }
}
