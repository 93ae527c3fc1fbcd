/** The shopper's first action (it starts the shop runtime): mouse, key, touch, scroll, wheel, click, resize, hover. */
export const FIRST_ACTION_EVENTS = [
  'mousemove',
  'mousedown',
  'mouseover',
  'keydown',
  'touchstart',
  'scroll',
  'wheel',
  'click',
  'resize',
] as const

/**
 * Actions a shopper makes on purpose: no hover or scroll, which the browser also fires by itself when
 * a page changes under a still pointer or a navigation scrolls to the top.
 */
export const DELIBERATE_ACTION_EVENTS = [
  'pointerdown',
  'keydown',
  'touchstart',
  'wheel',
  'mousemove',
] as const

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'>

/** Calls `callback` once, on the first of `events`; returns a function that cancels the wait. */
export function onFirstInteraction(
  callback: () => void,
  { events = FIRST_ACTION_EVENTS, target = window }: { events?: readonly string[]; target?: Target } = {},
): () => void {
  const options = { capture: true, passive: true } as const
  let done = false
  const stop = () => events.forEach((name) => target.removeEventListener(name, handler, options))
  function handler() {
    if (done) return
    done = true
    stop()
    callback()
  }
  events.forEach((name) => target.addEventListener(name, handler, options))
  return stop
}
