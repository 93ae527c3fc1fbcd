/** The events that count as a shopper's first action (SPEC §2, store initialisation). */
export const FIRST_INTERACTION_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'scroll',
  'wheel',
  'click',
  'resize',
  'pointerover',
] as const

/** Calls `callback` once, on the first of those events; returns a function that cancels the wait. */
export function onFirstInteraction(callback: () => void, target: Window = window): () => void {
  let done = false
  const handler = () => {
    if (done) return
    done = true
    stop()
    callback()
  }
  const stop = () =>
    FIRST_INTERACTION_EVENTS.forEach((name) => target.removeEventListener(name, handler, true))
  FIRST_INTERACTION_EVENTS.forEach((name) =>
    target.addEventListener(name, handler, { capture: true, passive: true }),
  )
  return stop
}
