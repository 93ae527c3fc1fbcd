import type { Customer } from '../../domain/shop'
import type { ResultOf } from '../../graphql/tada'
import { toAddress } from '../../lib/address'
import type { CustomerFields } from './account-fragments'

const text = (value: string | null | undefined): string => value ?? ''

export function toCustomer(customer: ResultOf<typeof CustomerFields>): Customer {
  return {
    id: customer.id,
    databaseId: customer.databaseId ?? null,
    firstName: text(customer.firstName),
    lastName: text(customer.lastName),
    email: text(customer.email),
    username: text(customer.username),
    isPayingCustomer: !!customer.isPayingCustomer,
    billing: toAddress(customer.billing),
    shipping: toAddress(customer.shipping),
  }
}
