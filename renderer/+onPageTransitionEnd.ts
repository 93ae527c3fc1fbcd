// Vike calls this in the browser when a navigation has rendered.
import { useUiStore } from '../src/store/ui-store'

export function onPageTransitionEnd(): void {
  useUiStore.getState().setNavigating(false)
}
