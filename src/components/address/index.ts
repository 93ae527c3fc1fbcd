export {
  ADDRESS_FIELDS,
  SHIPPING_FIELDS,
  autoCompleteOf,
  fieldsOf,
  inputTypeOf,
  isHalfWidth,
  type AddressField,
  type AddressKind,
} from './address-fields'
export { addressLines, isEmptyAddress } from './address-lines'
export { countryName, countryOptions, intlLanguage, isCountryCode, type CountryOption } from './country-names'
export { NamedOptions, type NamedCode } from './NamedOptions'
export { useCountryLanguage, useCountryOptions } from './useCountryOptions'
