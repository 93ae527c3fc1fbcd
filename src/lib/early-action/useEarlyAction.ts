import { useEffect, useRef } from 'react'
import type { EarlyActions } from './early-action-script'

/**
 * The live side of the early-action script: once the component is mounted (hydrated), a tap queued on its
 * `data-early-action={id}` control before then is carried out with `run`, once, and later taps reach React.
 */
export function useEarlyAction(id: string, run: () => void): void {
  const runRef = useRef(run)
  runRef.current = run
  useEffect(() => {
    const actions: EarlyActions | undefined = window.__earlyActions
    if (!actions) return
    actions.live[id] = true
    document
      .querySelectorAll(`[data-early-action="${id}"][data-early-queued]`)
      .forEach((control) => control.removeAttribute('data-early-queued'))
    if (actions.queued[id]) {
      actions.queued[id] = undefined
      runRef.current()
    }
    return () => {
      actions.live[id] = false
    }
  }, [id])
}
