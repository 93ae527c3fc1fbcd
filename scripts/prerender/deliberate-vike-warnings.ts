/**
 * Vike warns once per script, in every render process, that the HTML does not preload it. Not preloading is this
 * shop's choice (renderer/script-preloads.ts: the preloads competed with the images for a phone's bandwidth), so the
 * warning would only repeat itself some thirty times in every build log. Only that warning is dropped; every other
 * one, Vike's included, is printed as before.
 */
const DELIBERATE = '[vike][Warning][injectFilter()] We recommend against not preloading JavaScript'

let muted = false

export function muteDeliberateVikeWarnings(): void {
  if (muted) return
  muted = true
  const warn = console.warn.bind(console)
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith(DELIBERATE)) return
    warn(...args)
  }
}
