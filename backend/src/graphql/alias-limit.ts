import type { ASTVisitor, ValidationContext } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { GraphQLError } from './graphql-js'

/** Aliases that cost nothing to answer, as GraphQL Armor allows them. */
const FREE_FIELDS = new Set(['__typename'])

/**
 * At most `max` aliases written in a document, each counted once where it is written.
 *
 * GraphQL Armor's max-aliases counts a fragment's aliases again at every place it is spread, so a client that keeps
 * its image sizes in one fragment (WooNuxt's getProduct: 9 aliases written, 45 counted) was refused, where WPGraphQL
 * has no alias limit at all. What spreads make the server resolve is bounded by the list cost instead
 * (list-cost.ts expands every spread); this bounds what a document can write out, such as 500 aliased listings.
 */
export function aliasLimitPlugin(max: number): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule((context: ValidationContext) => aliasLimitRule(context, max))
    },
  }
}

function aliasLimitRule(context: ValidationContext, max: number): ASTVisitor {
  let aliases = 0
  return {
    Field(node) {
      if (node.alias && !FREE_FIELDS.has(node.name.value) && !FREE_FIELDS.has(node.alias.value)) aliases++
    },
    Document: {
      leave() {
        if (aliases > max)
          context.reportError(
            new GraphQLError(`Syntax Error: Aliases limit of ${max} exceeded, found ${aliases}.`),
          )
      },
    },
  }
}
