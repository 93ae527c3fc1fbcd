import type { DocumentNode } from 'graphql'
import { shopFeatures } from './features'
import { GetCart } from './session-query'

/** Every operation the shop runtime can send: the session's getCart and each feature's (the catalogue's are in src/graphql/catalogue). */
export const shopDocuments: readonly DocumentNode[] = [
  GetCart,
  ...shopFeatures.flatMap((feature) => feature.documents),
]
