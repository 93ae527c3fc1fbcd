import type { AnyVariables, Client, DocumentInput, OperationResult } from '@urql/core'
import type { DocumentNode } from 'graphql'
import type { GqlError } from '../graphql/errors'
import { invalidOperation, isSessionError, unwrap } from '../graphql/errors'
import { operationNameOf } from '../graphql/operation-name'

export const SHOP_CLIENT_NAME = 'shop'

export type OperationKind = 'query' | 'mutation'

/** Sends one operation; what every feature's calls go through. */
export type RunOperation = <D, V extends AnyVariables>(
  kind: OperationKind,
  document: DocumentInput<D, V>,
  variables: V,
) => Promise<D>

export interface RunnerOptions {
  /** The current client (replaced on logout, which drops the cache). */
  client: () => Client
  /** `?debug` is on: print GraphQL errors to the console. */
  debug: () => boolean
  /** Called with a session error ('The iss do not match…', 'Invalid session token') before it is thrown. */
  onSessionError: (error: GqlError) => void
}

/**
 * The one way the shop runtime calls the backend: queries go to the network (their answer lands in
 * the cache), mutations through graphcache's updaters; errors are wrapped (GqlError), printed only
 * with `?debug`, and session errors reported.
 */
export function createRunner(options: RunnerOptions): RunOperation {
  return async (kind, document, variables) => {
    const client = options.client()
    const result: OperationResult =
      kind === 'query'
        ? await client.query(document, variables, { requestPolicy: 'network-only' }).toPromise()
        : await client.mutation(document, variables).toPromise()
    try {
      return unwrap(result, SHOP_CLIENT_NAME) as never
    } catch (error) {
      if (options.debug()) console.error(error)
      if (isSessionError(error)) options.onSessionError(error as GqlError)
      throw error
    }
  }
}

/**
 * Runs a shop operation by its name (`getCart`, `UpDateCartQuantity`, …); an unknown name fails with
 * 'Invalid GraphQL Operation' before any request.
 */
export function runByName(
  run: RunOperation,
  documents: readonly DocumentNode[],
  name: string,
  variables: AnyVariables = {},
): Promise<unknown> {
  const document = documents.find((d) => operationNameOf(d) === name)
  if (!document) return Promise.reject(invalidOperation(name, SHOP_CLIENT_NAME))
  const isMutation = document.definitions.some(
    (d) => d.kind === 'OperationDefinition' && d.operation === 'mutation',
  )
  return run(isMutation ? 'mutation' : 'query', document, variables)
}
