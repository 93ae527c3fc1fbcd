import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  GraphQLError,
  execute,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql'
import type { App } from '../app'
import { createContext } from './context'
import { depthLimitRule } from './depth-limit'
import { UserError } from './errors'

export const MAX_BODY_BYTES = 100 * 1024
export const MAX_DEPTH = 20
const RESPONSE_TYPE = 'application/graphql-response+json'

interface GraphQLParams {
  query?: unknown
  variables?: unknown
  operationName?: unknown
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > MAX_BODY_BYTES)
    throw new HttpError(413, `Request body is larger than ${MAX_BODY_BYTES / 1024} KB.`)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES)
      throw new HttpError(413, `Request body is larger than ${MAX_BODY_BYTES / 1024} KB.`)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function readParams(req: IncomingMessage, url: URL): Promise<GraphQLParams> {
  if (req.method === 'GET') {
    const variables = url.searchParams.get('variables')
    try {
      return {
        query: url.searchParams.get('query') ?? undefined,
        operationName: url.searchParams.get('operationName') ?? undefined,
        variables: variables ? JSON.parse(variables) : undefined,
      }
    } catch {
      throw new HttpError(400, 'Variables are invalid JSON.')
    }
  }
  const body = await readBody(req)
  if ((req.headers['content-type'] ?? '').includes('application/graphql')) return { query: body }
  try {
    const params = JSON.parse(body) as GraphQLParams
    if (!params || typeof params !== 'object' || Array.isArray(params)) throw new Error('not an object')
    return params
  } catch {
    throw new HttpError(400, 'POST body sent invalid JSON.')
  }
}

function formatError(error: GraphQLError, quiet: boolean) {
  const original = error.originalError
  if (original && !(original instanceof GraphQLError)) {
    if (!quiet) console.error('[graphql] unexpected error:', original)
    return { message: 'Internal server error', locations: error.locations, path: error.path }
  }
  return error.toJSON()
}

/** The GraphQL endpoint: GET (queries only) and POST, JSON or graphql-response+json, the WooGraphQL session header. */
export function createGraphQLHandler(app: App, schema: GraphQLSchema) {
  const rules = [...specifiedRules, depthLimitRule(MAX_DEPTH)]
  const documents = new Map<string, DocumentNode>()

  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const accept = req.headers.accept ?? ''
    const contentType =
      accept.includes(RESPONSE_TYPE) || !accept.includes('application/json')
        ? RESPONSE_TYPE
        : 'application/json'
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(
        contentType === RESPONSE_TYPE
          ? status
          : status >= 500 || status === 413 || status === 405
            ? status
            : 200,
        {
          'content-type': `${contentType}; charset=utf-8`,
          ...headers,
        },
      )
      res.end(JSON.stringify(payload))
    }
    try {
      const params = await readParams(req, url)
      if (typeof params.query !== 'string' || params.query.trim() === '')
        throw new HttpError(400, 'Must provide query string.')
      let document = documents.get(params.query)
      if (!document) {
        try {
          document = parse(params.query, { maxTokens: 20_000 })
        } catch (err) {
          return send(400, { errors: [(err as GraphQLError).toJSON()] })
        }
        const errors = validate(schema, document, rules)
        if (errors.length > 0) return send(400, { errors: errors.map((e) => e.toJSON()) })
        if (documents.size > 500) documents.clear()
        documents.set(params.query, document)
      }
      const operationName = typeof params.operationName === 'string' ? params.operationName : undefined
      const operation = getOperationAST(document, operationName)
      if (!operation) throw new HttpError(400, 'Could not determine the operation to run.')
      if (req.method === 'GET' && operation.operation !== 'query')
        return send(
          405,
          {
            errors: [{ message: `Can only perform a ${operation.operation} operation from a POST request.` }],
          },
          { allow: 'POST' },
        )
      const variables =
        params.variables && typeof params.variables === 'object'
          ? (params.variables as Record<string, unknown>)
          : undefined
      const context = await createContext(app, {
        authorization: req.headers.authorization,
        session: req.headers['woocommerce-session'] as string | undefined,
      })
      const result: ExecutionResult = await execute({
        schema,
        document,
        contextValue: context,
        variableValues: variables,
        operationName,
      })
      const payload: Record<string, unknown> = { data: result.data ?? null }
      if (result.errors?.length) payload.errors = result.errors.map((e) => formatError(e, app.quiet))
      if (context.debug.length)
        payload.extensions = { debug: context.debug.map((message) => ({ type: 'DEBUG', message })) }
      const headers: Record<string, string> = {}
      if (context.session.issue) headers['woocommerce-session'] = await context.sessionToken()
      send(200, payload, headers)
    } catch (err) {
      if (err instanceof HttpError) return send(err.status, { errors: [{ message: err.message }] })
      if (err instanceof UserError) return send(200, { data: null, errors: [{ message: err.message }] })
      if (!app.quiet) console.error('[graphql] request failed:', err)
      send(500, { errors: [{ message: 'Internal server error' }] })
    }
  }
}
