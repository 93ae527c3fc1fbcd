import { graphql, HttpResponse } from 'msw'
import { recordedCase } from './recorded-cases'

/**
 * An msw handler that answers a recorded case's operation with what the real stack answered: the case's HTTP status
 * and body. For tests that stand in for the backend where a recorded answer exists.
 */
export function answerAsRecorded(caseName: string) {
  const recorded = recordedCase(caseName)
  const handler = /^\s*mutation\b/.test(recorded.query) ? graphql.mutation : graphql.query
  return handler(recorded.operationName, () =>
    HttpResponse.json(recorded.body as never, { status: recorded.status }),
  )
}
