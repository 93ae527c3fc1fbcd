import { createGraphQLError, type Plugin } from 'graphql-yoga'

/** The GET parameters graphql-yoga reads as JSON. */
const JSON_PARAMS = ['variables', 'extensions'] as const

/**
 * A GET request's `variables` and `extensions` must be JSON: graphql-yoga's GET parser lets JSON.parse's SyntaxError
 * escape, which becomes an "Internal server error" with HTTP 200 and a stack trace in the log. They are checked
 * first here and refused with HTTP 400, worded as yoga words its other parameter refusals.
 */
export function getParamsPlugin(): Plugin {
  return {
    onRequestParse({ request, url }) {
      if (request.method !== 'GET') return
      for (const name of JSON_PARAMS) {
        const value = url.searchParams.get(name)
        if (!value) continue
        try {
          JSON.parse(value)
        } catch {
          throw createGraphQLError(`Expected "${name}" param to be valid JSON.`, {
            extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
          })
        }
      }
    },
  }
}
