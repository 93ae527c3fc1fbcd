import { useEffect, useMemo } from 'react'
import { useQuery } from 'urql'
import type { CountryState, PaymentGateway } from '../../domain/shop'
import { useCheckoutState } from './checkout-state'
import { GetAllowedCountries, GetStates, PaymentGatewaysView } from './checkout-documents'

/** The payment gateways getCart brought, from the GraphQL cache. */
export function usePaymentGateways(): PaymentGateway[] {
  const [{ data }] = useQuery({ query: PaymentGatewaysView, requestPolicy: 'cache-only' })
  return useMemo(
    () =>
      (data?.paymentGateways?.nodes ?? []).map((g) => ({
        id: g.id,
        title: g.title ?? g.id,
        description: g.description ?? '',
      })),
    [data],
  )
}

/** The country codes the shop sells to (loaded once into the cache); empty until they are known. */
export function useAllowedCountries(): string[] {
  const loadCountries = useCheckoutState((s) => s.loadCountries)
  const [{ data }] = useQuery({ query: GetAllowedCountries, requestPolicy: 'cache-only' })
  useEffect(() => void loadCountries(), [loadCountries])
  return useMemo(() => (data?.allowedCountries ?? []).filter((c): c is NonNullable<typeof c> => !!c), [data])
}

/** A country's states, or null while they are not known yet; an empty list means free text. */
export function useCountryStates(country: string): CountryState[] | null {
  const loadStates = useCheckoutState((s) => s.loadStates)
  const [{ data }] = useQuery({
    query: GetStates,
    variables: { country: country as never },
    requestPolicy: 'cache-only',
    pause: !country,
  })
  useEffect(() => void loadStates(country), [loadStates, country])
  return useMemo(
    () =>
      data?.countryStates
        ? data.countryStates.flatMap((s) => (s ? [{ code: s.code, name: s.name }] : []))
        : null,
    [data],
  )
}
