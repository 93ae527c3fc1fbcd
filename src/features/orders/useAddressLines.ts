import { useMemo } from 'react'
import { useQuery } from 'urql'
import type { Address } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { GetAddressStates } from './order-documents'

const COUNTRY_CODE = /^[A-Z]{2}$/

function countryName(code: string, language: string): string {
  if (!COUNTRY_CODE.test(code)) return code
  try {
    // i18next's languages are `en_US`; Intl wants `en-US`.
    return new Intl.DisplayNames([language.replace('_', '-'), 'en'], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/**
 * An address as a receipt prints it: name, company, street, town with state and postcode, country;
 * the state by its name once the shop has told it (its code until then).
 */
export function useAddressLines(address: Address): string[] {
  const { i18n } = useT()
  const country = COUNTRY_CODE.test(address.country) ? address.country : ''
  const [{ data }] = useQuery({
    query: GetAddressStates,
    variables: { country: country as never },
    pause: !country || !address.state,
  })
  const stateName = data?.countryStates?.find((state) => state?.code === address.state)?.name ?? address.state
  return useMemo(() => {
    const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
    const region = [stateName, address.postcode].filter(Boolean).join(' ')
    const town = [address.city, region].filter(Boolean).join(', ')
    return [
      name,
      address.company,
      address.address1,
      address.address2,
      town,
      countryName(address.country, i18n.language),
    ].filter(Boolean)
  }, [address, stateName, i18n.language])
}
