import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions'
import type { ASTVisitor, ValidationContext } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { GraphQLError } from './graphql-js'

/** WPGraphQL's refusal of an introspection query from a public request (recorded: introspection-probe-schema-nodebug). */
export const INTROSPECTION_REFUSED =
  'The query contained __schema or __type, however GraphQL introspection is not allowed for public requests by default. Public introspection can be enabled under the WPGraphQL Settings.'

function noIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type')
        context.reportError(new GraphQLError(INTROSPECTION_REFUSED, { nodes: node }))
    },
  }
}

/**
 * With GRAPHQL_DEBUG off, as a production shop runs: the schema is not shown to clients. Introspection is refused
 * with WPGraphQL's own message (WPGraphQL refuses it to requests without a logged-in user unless debug or public
 * introspection is on; the embedded backend has no administrator who needs it, so it refuses it to everyone), and
 * validation errors lose their "Did you mean …" suggestions, which otherwise let a client rebuild the schema field by
 * field. WPGraphQL keeps the suggestions; this is stricter on purpose. `__typename` stays: clients need it.
 */
export function schemaPrivacyPlugins(): Plugin[] {
  return [
    {
      onValidate({ addValidationRule }) {
        addValidationRule(noIntrospectionRule)
      },
    },
    blockFieldSuggestionsPlugin({ mask: '' }),
  ]
}
