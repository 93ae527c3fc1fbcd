import type { HeadData } from '../domain/payloads'

/** Thrown by a live payload builder when the route's content does not exist (an unknown product or page). */
export class ContentNotFound extends Error {
  constructor(readonly reason: string | null = null) {
    super(reason ?? 'Not found')
    this.name = 'ContentNotFound'
  }
}

/**
 * What a route's `+data` gives the browser when its payload cannot be had: the page renders the error
 * screen in place (noindex) instead of going through the router's error path, which would load the
 * document a second time.
 */
export interface UnavailablePayload {
  unavailable: { status: number; reason: string | null }
  head: HeadData
}

export function unavailablePayload(path: string, status: number, reason: string | null): UnavailablePayload {
  return {
    unavailable: { status, reason },
    head: { title: '', canonicalPath: path, noindex: true },
  }
}

export function isUnavailable(data: unknown): data is UnavailablePayload {
  return typeof data === 'object' && data !== null && 'unavailable' in data
}
