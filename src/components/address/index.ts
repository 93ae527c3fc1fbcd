export {
  ADDRESS_FIELDS,
  BASE_COUNTRY,
  SHIPPING_FIELDS,
  autoCompleteOf,
  fieldsOf,
  inputTypeOf,
  isHalfWidth,
  isRequired,
  type AddressField,
  type AddressKind,
} from './address-fields'
export { addressLines, isEmptyAddress } from './address-lines'
export { countryName, countryOptions, intlLanguage, isCountryCode, type CountryOption } from './country-names'
export { NamedOptions, type NamedCode } from './NamedOptions'
export { useCountryLanguage, useCountryOptions } from './useCountryOptions'
export { AddressFieldset, type AddressFieldsetProps } from './AddressFieldset'
