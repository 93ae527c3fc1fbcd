import { useEffect, useState } from 'react'
import { onFreshPageData } from '../deploy/fresh-page-data'
import { normalizeRoutePath } from './payload-url'

/**
 * The page's payload, or a newer build's for the same route and the same thing (`sameSubject`) once one is read
 * after a deploy: the page then shows it where it stands, without a reload.
 */
export function useFreshPayload<T>(payload: T, sameSubject: (fresh: unknown, current: T) => fresh is T): T {
  const [fresh, setFresh] = useState<{ base: T; data: T } | null>(null)
  useEffect(
    () =>
      onFreshPageData((route, data) => {
        if (route === normalizeRoutePath(window.location.pathname) && sameSubject(data, payload))
          setFresh({ base: payload, data })
      }),
    [payload, sameSubject],
  )
  // A navigation brings another payload: a fresh copy of the one before it no longer applies.
  return fresh && fresh.base === payload ? fresh.data : payload
}
