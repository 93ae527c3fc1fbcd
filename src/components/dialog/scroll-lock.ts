let locks = 0

/** Stops the page behind an open dialog from scrolling; returns the release (dialogs may overlap). */
export function lockPageScroll(): () => void {
  locks += 1
  document.body.classList.add('scroll-locked')
  let released = false
  return () => {
    if (released) return
    released = true
    locks -= 1
    if (locks === 0) document.body.classList.remove('scroll-locked')
  }
}
