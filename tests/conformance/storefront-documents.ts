import { formatDocument } from '@urql/core'
import { print } from 'graphql'
import { operationNameOf } from '../../src/graphql/operation-name'
import { storefrontOperations } from '../contract/storefront-operations'

/**
 * A document as the storefront's client sends it: urql adds `__typename` to every selection (formatDocument);
 * printed with its fragments.
 */
const wireText = (document: Parameters<typeof formatDocument>[0]) => print(formatDocument(document))

/** Each storefront operation's text on the wire, by operation name. */
export const storefrontQueries: ReadonlyMap<string, string> = new Map(
  storefrontOperations.map(({ document }) => [operationNameOf(document)!, wireText(document)]),
)

/** The storefront's current text of an operation; throws for a name no storefront document has. */
export function storefrontQuery(operationName: string): string {
  const query = storefrontQueries.get(operationName)
  if (!query) throw new Error(`No storefront document is named ${operationName}`)
  return query
}
