import type { Address, Customer } from '../../domain/shop'
import type { ResultOf } from '../../graphql/tada'
import type { AddressFields, CustomerFields } from './account-fragments'

const text = (value: string | null | undefined): string => value ?? ''

function toAddress(address: ResultOf<typeof AddressFields> | null | undefined): Address {
  return {
    firstName: text(address?.firstName),
    lastName: text(address?.lastName),
    company: text(address?.company),
    address1: text(address?.address1),
    address2: text(address?.address2),
    city: text(address?.city),
    state: text(address?.state),
    postcode: text(address?.postcode),
    country: text(address?.country),
    email: text(address?.email),
    phone: text(address?.phone),
  }
}

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
