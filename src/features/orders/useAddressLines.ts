import { useMemo } from 'react'
import { useQuery } from 'urql'
import type { Address } from '../../domain/shop'
import { addressLines, isCountryCode, useCountryLanguage } from '../../components/address'
import { GetAddressStates } from './order-documents'

/**
 * An address as a receipt prints it (addressLines); the state by its name once the shop has told it (its code
 * until then).
 */
export function useAddressLines(address: Address): string[] {
  const language = useCountryLanguage()
  const country = isCountryCode(address.country) ? address.country : ''
  const [{ data }] = useQuery({
    query: GetAddressStates,
    variables: { country: country as never },
    pause: !country || !address.state,
  })
  const stateName = data?.countryStates?.find((state) => state?.code === address.state)?.name ?? address.state
  return useMemo(() => addressLines(address, stateName, language), [address, stateName, language])
}
