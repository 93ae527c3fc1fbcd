import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql'

/** Rejects operations nested deeper than `maxDepth` fields (fragments are followed). The storefront's go ~10 deep. */
export function depthLimitRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    )
    const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0
      let deepest = 0
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          deepest = Math.max(deepest, selection.selectionSet ? 1 + depthOf(selection.selectionSet, seen) : 1)
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, seen))
        } else {
          const name = selection.name.value
          const fragment = fragments.get(name)
          if (fragment && !seen.has(name))
            deepest = Math.max(deepest, depthOf(fragment.selectionSet, new Set([...seen, name])))
        }
        if (deepest > maxDepth) break
      }
      return deepest
    }
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set())
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(
              `The query exceeds the maximum depth of ${maxDepth} (it nests ${depth} or more fields deep).`,
              {
                nodes: [node],
              },
            ),
          )
        }
      },
    }
  }
}
