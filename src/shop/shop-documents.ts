import type { DocumentNode } from 'graphql'
import { accountDocuments } from '../features/account'
import { authDocuments } from '../features/auth'
import { cartDocuments } from '../features/cart'
import { checkoutDocuments } from '../features/checkout'
import { orderDocuments } from '../features/orders'
import { GetCart } from './session-query'

/** Every operation the shop runtime can send, by feature (the catalogue's are in src/graphql/catalogue). */
export const shopDocuments: readonly DocumentNode[] = [
  GetCart,
  ...cartDocuments,
  ...authDocuments,
  ...accountDocuments,
  ...checkoutDocuments,
  ...orderDocuments,
]
