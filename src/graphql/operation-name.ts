import type { DocumentNode } from 'graphql'

/** The name of a document's (first) operation, or null when it has none. */
export function operationNameOf(document: DocumentNode): string | null {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? null
  }
  return null
}
