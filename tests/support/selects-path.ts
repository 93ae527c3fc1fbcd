import type { DocumentNode, SelectionSetNode } from 'graphql'

/**
 * Whether an operation's document selects a response path (e.g. `['writeReview', 'review', 'id']`; list indexes
 * skipped): a recorded error at that path would fail the document too. Inline fragments and named fragments count.
 */
export function selectsPath(document: DocumentNode, path: ReadonlyArray<string | number>): boolean {
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === 'FragmentDefinition' ? [[d.name.value, d] as const] : [],
    ),
  )
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition')
  const names = path.filter((segment): segment is string => typeof segment === 'string')

  const walk = (set: SelectionSetNode | undefined, rest: string[]): boolean => {
    if (!rest.length) return true
    if (!set) return false
    return set.selections.some((selection) => {
      if (selection.kind === 'InlineFragment') return walk(selection.selectionSet, rest)
      if (selection.kind === 'FragmentSpread')
        return walk(fragments.get(selection.name.value)?.selectionSet, rest)
      const key = selection.alias?.value ?? selection.name.value
      return key === rest[0] && walk(selection.selectionSet, rest.slice(1))
    })
  }
  return operation?.kind === 'OperationDefinition' && walk(operation.selectionSet, names)
}
