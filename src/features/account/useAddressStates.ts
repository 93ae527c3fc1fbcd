import { useMemo } from 'react'
import { useQuery } from 'urql'
import type { CountryState } from '../../domain/shop'
import { GetAddressStates } from '../orders'

/**
 * A country's states for the account's address forms (the receipts' own document, so the two agree); null while
 * they load, an empty list where the shop knows none (free text), and an empty list when the request fails.
 */
export function useAddressStates(country: string): CountryState[] | null {
  const [{ data, error }] = useQuery({
    query: GetAddressStates,
    variables: { country: country as never },
    pause: !country,
  })
  return useMemo(() => {
    if (!country || error) return []
    if (!data) return null
    return (data.countryStates ?? []).flatMap((s) => (s ? [{ code: s.code, name: s.name }] : []))
  }, [country, data, error])
}
