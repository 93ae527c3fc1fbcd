import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth'
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives'
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens'
import { GraphQLError, getOperationAST } from './graphql-js'
import type { Plugin } from 'graphql-yoga'
import { aliasLimitPlugin } from './alias-limit'
import { MAX_COST, costError, operationCost } from './list-cost'

export const MAX_DEPTH = 20
export const MAX_ALIASES = 30
export const MAX_DIRECTIVES = 50
/** The storefront's largest operation (a full product) is under 1,000 tokens. */
export const MAX_TOKENS = 5_000

/** Refuses an operation whose list sizes (known only with its variables) could resolve more than MAX_COST fields. */
function listCostPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName)
      if (!operation) return
      const cost = operationCost(
        args.document,
        operation,
        (args.variableValues ?? {}) as Record<string, unknown>,
      )
      if (cost > MAX_COST) setResultAndStopExecution({ errors: [costError(cost)] })
    },
  }
}

/**
 * A document nested thousands deep (`[[[[…]]]]`) overflows the parser's or validator's stack; that is the client's
 * malformed input, answered as a GraphQL error rather than a server error.
 */
function stackOverflowPlugin(): Plugin {
  const guard =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      try {
        return fn(...args)
      } catch (err) {
        if (err instanceof RangeError)
          throw new GraphQLError('Syntax Error: The document is nested too deeply.')
        throw err
      }
    }
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn(guard(parseFn))
    },
    onValidate({ validateFn, setValidationFn }) {
      setValidationFn(guard(validateFn))
    },
  }
}

/**
 * GraphQL Armor's limits (depth, directives, tokens; each counts a fragment once, so checking stays linear in the
 * document), our alias limit (aliases as written: alias-limit.ts) and the list-size cost limit: a refused operation gets a GraphQL error before any resolver runs.
 */
export function limitPlugins(): Plugin[] {
  return [
    maxTokensPlugin({ n: MAX_TOKENS }),
    stackOverflowPlugin(),
    maxDepthPlugin({
      n: MAX_DEPTH,
      flattenFragments: true,
      exposeLimits: false,
      errorMessage: `The query exceeds the maximum depth of ${MAX_DEPTH}.`,
    }),
    aliasLimitPlugin(MAX_ALIASES),
    maxDirectivesPlugin({ n: MAX_DIRECTIVES }),
    listCostPlugin(),
  ]
}
