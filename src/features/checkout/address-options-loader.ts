import type { SliceDeps } from '../../shop-kit'
import { GetAllowedCountries, GetStates } from './checkout-documents'

const cacheOnly = { requestPolicy: 'cache-only' } as const

/** Loads the shop's countries, and a country's states, into the cache once each; a failure leaves free text. */
export function createAddressOptionsLoader(deps: Pick<SliceDeps, 'run' | 'afterInit' | 'client'>) {
  return {
    async loadCountries(): Promise<void> {
      if (deps.client().readQuery(GetAllowedCountries, {}, cacheOnly)?.data?.allowedCountries) return
      await deps.afterInit()
      await deps.run('query', GetAllowedCountries, {}).catch(() => null)
    },

    async loadStates(country: string): Promise<void> {
      if (!country) return
      const variables = { country: country as never }
      if (deps.client().readQuery(GetStates, variables, cacheOnly)?.data?.countryStates) return
      await deps.afterInit()
      await deps.run('query', GetStates, variables).catch(() => null)
    },
  }
}
