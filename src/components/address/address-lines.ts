import type { Address } from '../../domain/shop'
import { countryName } from './country-names'

/**
 * An address as a receipt prints it: name, company, street, town with state and postcode, country (named in
 * `language`). `stateName` is the state's name where it is known (its code otherwise).
 */
export function addressLines(address: Address, stateName: string, language: string): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  const region = [stateName, address.postcode].filter(Boolean).join(' ')
  const town = [address.city, region].filter(Boolean).join(', ')
  return [
    name,
    address.company,
    address.address1,
    address.address2,
    town,
    countryName(address.country, language),
  ].filter(Boolean)
}

/** An address with nothing to print (WooCommerce's empty shipping address of a virtual order). */
export const isEmptyAddress = (address: Address): boolean =>
  !address.address1 && !address.city && !address.firstName
