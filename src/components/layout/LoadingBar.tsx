import { useEffect, useState } from 'react'
import { useUiStore } from '../../store/ui-store'
import { LOADING_BAR } from './loading-bar-timing'

type Phase = 'idle' | 'running' | 'finishing'

/**
 * The top loading bar: appears when a navigation lasts longer than the throttle, grows over the
 * duration, and completes, fades (hide delay) and resets (reset delay) when the page has rendered.
 */
export function LoadingBar() {
  const navigating = useUiStore((s) => s.isNavigating)
  const [phase, setPhase] = useState<Phase>('idle')

  useEffect(() => {
    if (navigating) {
      const timer = setTimeout(() => setPhase('running'), LOADING_BAR.throttle)
      return () => clearTimeout(timer)
    }
    if (phase !== 'running') return
    setPhase('finishing')
    const timer = setTimeout(() => setPhase('idle'), LOADING_BAR.hideDelay + LOADING_BAR.resetDelay)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigating])

  return (
    <div
      className={`loading-bar loading-bar-${phase}`}
      style={{ ['--loading-duration' as string]: `${LOADING_BAR.duration}ms` }}
      role="progressbar"
      aria-hidden={phase === 'idle'}
    />
  )
}
