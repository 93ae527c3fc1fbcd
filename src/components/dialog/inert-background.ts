/** Marks an element the dialog leaves usable behind it: its backdrop, which closes it when tapped. */
export const BACKDROP_ATTRIBUTE = 'data-dialog-backdrop'

/**
 * Makes everything outside `dialog` inert (no focus, no clicks, hidden from assistive technology), except the
 * backdrops, by marking the siblings of the dialog and of each of its ancestors up to the body. Returns the undo,
 * which leaves alone what was inert before.
 */
export function inertBackground(dialog: HTMLElement): () => void {
  const marked: HTMLElement[] = []
  for (let node: HTMLElement | null = dialog; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || !(sibling instanceof HTMLElement)) continue
      if (sibling.inert || sibling.hasAttribute(BACKDROP_ATTRIBUTE)) continue
      sibling.inert = true
      marked.push(sibling)
    }
  }
  return () => marked.forEach((element) => (element.inert = false))
}
