import type { Client } from '@urql/core'

/** The current GraphQL client; a reset (logout, recovery) replaces it, which drops its cache. */
export interface ClientHolder {
  current(): Client
  reset(): void
  /** Called after each reset; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

export function createClientHolder(makeClient: () => Client): ClientHolder {
  let client = makeClient()
  const listeners = new Set<() => void>()
  return {
    current: () => client,
    reset() {
      client = makeClient()
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
