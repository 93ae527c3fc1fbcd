// Renamed: the React hook lint rule takes any use* call for a hook.
import { useCSRFPrevention as csrfPrevention } from '@graphql-yoga/plugin-csrf-prevention'
import type { GraphQLSchema } from 'graphql'
import { createYoga, type Plugin } from 'graphql-yoga'
import type { App } from '../app'
import { createContext, type Context } from './context'
import { createTextBoundedCache } from './document-cache'
import { getParamsPlugin } from './get-params'
import { GraphQLError } from './graphql-js'
import { limitPlugins } from './limits'
import { schemaPrivacyPlugins } from './schema-privacy'
import { unresolvedField } from './unresolved-fields'

/** Parsed documents kept: the storefront's few dozen operations fit many times over; one 100 KB query never stays. */
const DOCUMENT_CACHE = { maxTotalLength: 1024 * 1024, maxKeyLength: 32 * 1024 }

/** Headers that mark a request as sent by a client of the API (any of them); JSON bodies need none. */
export const CSRF_HEADERS = ['apollo-require-preflight', 'x-graphql-yoga-csrf']

/** What WPGraphQL sends in `extensions.debug` of every answer when GRAPHQL_DEBUG is off (login-*-nodebug). */
const DEBUG_INACTIVE = {
  type: 'DEBUG_LOGS_INACTIVE',
  message: 'GraphQL Debug logging is not active. To see debug logs, GRAPHQL_DEBUG must be enabled.',
}

/**
 * WPGraphQL's top-level `extensions.debug` (why a Bearer token was ignored, why a login failed), typed as
 * `graphql_debug()` types its entries; with debug off, no reason at all, only the notice that debug is off.
 */
function debugExtensionPlugin(app: App): Plugin<Context> {
  return {
    onExecute() {
      return {
        onExecuteDone({ args, result, setResult }) {
          if (!result || Symbol.asyncIterator in result) return
          const debug = (args.contextValue as Context).debug
          const entries = !app.debug
            ? [DEBUG_INACTIVE]
            : debug?.length
              ? debug.map((message) => ({ type: 'GRAPHQL_DEBUG', message }))
              : null
          if (entries) setResult({ ...result, extensions: { ...result.extensions, debug: entries } })
        },
      }
    },
  }
}

/**
 * The GraphQL server (graphql-yoga): POST and GET (queries only), `application/json` or
 * `application/graphql-response+json` answers, WooGraphQL's error shapes; resolvers see a Context built from the
 * Bearer token and the `woocommerce-session` header. Returns the server and a way to find a request's Context.
 */
export function createGraphQLServer(app: App, schema: GraphQLSchema) {
  const contexts = new WeakMap<Request, Context>()
  const yoga = createYoga<{ clientIp?: string }, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    cors: false,
    logging: false,
    // handler.ts reads the body with its own bound before yoga sees it.
    maxRequestBodySize: false,
    parserAndValidationCache: {
      documentCache: createTextBoundedCache(DOCUMENT_CACHE),
      errorCache: createTextBoundedCache(DOCUMENT_CACHE),
    },
    context: async ({ request, clientIp }) => {
      const context = await createContext(app, {
        authorization: request.headers.get('authorization'),
        session: request.headers.get('woocommerce-session'),
        ip: clientIp,
      })
      contexts.set(request, context)
      return context
    },
    maskedErrors: {
      maskError(error) {
        const original = error instanceof GraphQLError ? error.originalError : error
        if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) return error
        const known = unresolvedField(original ?? error)
        if (!app.quiet && !known) console.error('[graphql] unexpected error:', original ?? error)
        const located = error instanceof GraphQLError ? error : undefined
        // WPGraphQL names the cause in debugMessage in debug mode (webonyx quotes the field name); the backend's own
        // faults are not described to clients, debug or not.
        const debugMessage = known ? `Cannot return null for non-nullable field "${known}".` : undefined
        return new GraphQLError('Internal server error', {
          nodes: located?.nodes,
          path: located?.path,
          extensions: {
            ...(located?.extensions.http ? { http: located.extensions.http } : {}),
            ...(app.debug && debugMessage ? { debugMessage } : {}),
          },
        })
      },
    },
    plugins: [
      // A cross-site form (urlencoded, multipart, text/plain) or a bare GET reaches a server without a CORS
      // preflight: such a request runs only with one of these headers, which a page of another site cannot send.
      csrfPrevention({ requestHeaders: CSRF_HEADERS }),
      getParamsPlugin(),
      ...limitPlugins(),
      ...(app.debug ? [] : schemaPrivacyPlugins()),
      debugExtensionPlugin(app),
    ],
  })
  return { yoga, contextOf: (request: Request) => contexts.get(request) }
}
