import type { SyntheticEvent } from 'react'
import { PLACEHOLDER_IMAGE } from '../../config/limits'

function showPlaceholder(img: HTMLImageElement): void {
  if (img.getAttribute('src') === PLACEHOLDER_IMAGE) return
  img.removeAttribute('srcset')
  img.src = PLACEHOLDER_IMAGE
}

/**
 * Spread on an `<img>`: a picture that cannot load gives way to the shop's neutral placeholder, in the same box (its
 * width and height stay, so nothing moves), never a broken-image icon. A prerendered page's images can fail before
 * React hydrates and attaches `onError`; the ref finds those (a finished load with no pixels) when it attaches.
 */
export const imageFallback = {
  ref(img: HTMLImageElement | null): void {
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) showPlaceholder(img)
  },
  onError(event: SyntheticEvent<HTMLImageElement>): void {
    showPlaceholder(event.currentTarget)
  },
}
