import { useEffect, useState } from 'react'
import { onFreshPageData } from '../deploy/fresh-page-data'

/**
 * The page's payload, or a newer build's for the same route and the same thing (`sameSubject`) once one is read
 * after a deploy: the page then shows it where it stands, without a reload. A navigation brings another payload,
 * and the fresh copy of the one before no longer applies.
 */
export function useFreshPayload<T>(payload: T, sameSubject: (fresh: unknown, current: T) => fresh is T): T {
  const [fresh, setFresh] = useState<[T, T] | null>(null)
  useEffect(
    () => onFreshPageData((_route, data) => sameSubject(data, payload) && setFresh([payload, data])),
    [payload, sameSubject],
  )
  return fresh?.[0] === payload ? fresh[1] : payload
}
