import { useEffect, useState } from 'react'
import type { ActionResult } from '../../domain/shop'

/** Runs a tab's load when it opens: null while loading, then its outcome. */
export function useLoadOnce(load: () => Promise<ActionResult>): ActionResult | null {
  const [outcome, setOutcome] = useState<ActionResult | null>(null)
  useEffect(() => {
    let live = true
    void load().then((result) => live && setOutcome(result))
    return () => {
      live = false
    }
  }, [load])
  return outcome
}
