import type { DocumentNode } from 'graphql'
import { GetDownloads, GetOrder, GetOrders, UpdateCustomer } from './account'
import {
  Login,
  LoginWithProvider,
  Logout,
  RefreshAuthToken,
  RegisterCustomer,
  ResetPasswordEmail,
  ResetPasswordKey,
  UpdatePassword,
} from './auth'
import {
  AddToCart,
  ApplyCoupon,
  ChangeShippingCounty,
  ChangeShippingMethod,
  EmptyCart,
  GetCart,
  RemoveCoupons,
  UpdateCartQuantity,
} from './cart'
import { Checkout, GetAllowedCountries, GetStates } from './checkout'
import { GetAllTerms, GetStockStatus, WriteReview } from './product'

export * from './account'
export * from './auth'
export * from './cart'
export * from './checkout'
export * from './product'

/** Every shop operation document (the catalogue's are in ../catalogue/queries.ts). */
export const shopDocuments = [
  GetCart,
  AddToCart,
  UpdateCartQuantity,
  EmptyCart,
  ApplyCoupon,
  RemoveCoupons,
  ChangeShippingMethod,
  ChangeShippingCounty,
  Checkout,
  GetAllowedCountries,
  GetStates,
  Login,
  LoginWithProvider,
  Logout,
  RefreshAuthToken,
  RegisterCustomer,
  ResetPasswordEmail,
  ResetPasswordKey,
  UpdatePassword,
  UpdateCustomer,
  GetOrders,
  GetOrder,
  GetDownloads,
  GetStockStatus,
  GetAllTerms,
  WriteReview,
] as const satisfies readonly DocumentNode[]

/** The name of a document's (first) operation, or null when it has none. */
export function operationNameOf(document: DocumentNode): string | null {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? null
  }
  return null
}

/** Shop operations by their SPEC §7 names (`getCart`, `UpDateCartQuantity`, …). */
export const shopOperationsByName: ReadonlyMap<string, DocumentNode> = new Map(
  shopDocuments.map((document) => [operationNameOf(document) ?? '', document]),
)
