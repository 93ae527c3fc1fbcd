import type { DocumentNode } from 'graphql'
import * as account from './account'
import * as auth from './auth'
import * as cart from './cart'
import * as checkout from './checkout'
import * as product from './product'
import { operationNameOf } from '../operation-name'

export * from './account'
export * from './auth'
export * from './cart'
export * from './checkout'
export * from './product'

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as DocumentNode).kind === 'Document'

/** Every shop operation document (the catalogue's are in ../catalogue/queries.ts). */
export const shopDocuments: readonly DocumentNode[] = [account, auth, cart, checkout, product].flatMap(
  (module) => Object.values(module).filter(isDocument),
)

export { operationNameOf }

/** Shop operations by their SPEC §7 names (`getCart`, `UpDateCartQuantity`, …). */
export const shopOperationsByName: ReadonlyMap<string, DocumentNode> = new Map(
  shopDocuments.map((document) => [operationNameOf(document) ?? '', document]),
)
