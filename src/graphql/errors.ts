import type { CombinedError, Operation, OperationResult } from '@urql/core'

/**
 * A failed GraphQL call, wrapped as SPEC §8 says: which client, operation type and name, the HTTP
 * status and every message. `message` is the first message: the one a shopper sees.
 */
export class GqlError extends Error {
  readonly client: string
  readonly operationType: string
  readonly operationName: string
  readonly statusCode: number | null
  readonly messages: string[]

  constructor(init: {
    client: string
    operationType: string
    operationName: string
    statusCode: number | null
    messages: string[]
  }) {
    super(init.messages[0] || 'Something went wrong')
    this.name = 'GqlError'
    this.client = init.client
    this.operationType = init.operationType
    this.operationName = init.operationName
    this.statusCode = init.statusCode
    this.messages = init.messages
  }
}

function operationName(operation: Operation): string {
  for (const definition of operation.query.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? 'anonymous'
  }
  return 'anonymous'
}

/** Wraps an urql error (network, HTTP status or GraphQL errors) into a GqlError. */
export function wrapError(error: CombinedError, operation: Operation, client = 'default'): GqlError {
  const status = (error.response as Response | undefined)?.status ?? null
  const messages = error.graphQLErrors.length
    ? error.graphQLErrors.map((e) => e.message)
    : [error.networkError?.message || (status ? `HTTP ${status}` : 'Network error')]
  return new GqlError({
    client,
    operationType: operation.kind,
    operationName: operationName(operation),
    statusCode: status,
    messages,
  })
}

/** The data of a result, or the wrapped error: any GraphQL error or a non-OK status raises. */
export function unwrap<T>(result: OperationResult<T>, client = 'default'): T {
  if (result.error) throw wrapError(result.error, result.operation, client)
  if (result.data === undefined || result.data === null) {
    throw new GqlError({
      client,
      operationType: result.operation.kind,
      operationName: operationName(result.operation),
      statusCode: null,
      messages: ['Something went wrong'],
    })
  }
  return result.data
}
