// Vike calls this in the browser when a navigation starts (not on the first load).
import type { PageContextClient } from 'vike/types'
import { reloadIfOutdated } from '../src/deploy/deploy-watch'
import { useUiStore } from '../src/store/ui-store'

export async function onPageTransitionStart(pageContext: PageContextClient): Promise<void> {
  // After a deploy the next navigation is a full load of the new build (at most once per path in 10 s).
  if (reloadIfOutdated(pageContext.urlOriginal)) return new Promise<void>(() => {})
  useUiStore.getState().closePanels()
  useUiStore.getState().setNavigating(true)
}
