import type { ActionResult, Address } from '../../domain/shop'
import { failureOf } from '../../lib/action-result'
import type { SliceDeps } from '../../shop-kit'
import { GetOrders } from '../orders'
import { GetDownloads } from './account-documents'
import { AccountCountries, UpdateProfile } from './profile-documents'

export interface ProfileChanges {
  firstName: string
  lastName: string
  email: string
  displayName: string
}

export type AddressKind = 'billing' | 'shipping'

/** The account area's calls; what they bring back lands in the GraphQL cache, where the tabs read it. */
export interface AccountSlice {
  updateProfile(changes: ProfileChanges): Promise<ActionResult>
  updateAddress(kind: AddressKind, address: Address): Promise<ActionResult>
  loadOrders(): Promise<ActionResult>
  loadDownloads(): Promise<ActionResult>
  loadAddressCountries(): Promise<ActionResult>
}

const fail = (errorKey: string, error: string): ActionResult => ({ success: false, error, errorKey })
const ORDERS_ERROR = fail(
  'errors.ordersError',
  'There was an error getting your orders. Please try again later.',
)
const DOWNLOADS_ERROR = fail(
  'errors.downloadsError',
  'There was an error getting your downloads. Please try again later.',
)

/** 'Failed to update', keeping the backend's reason (e.g. the email is taken) for the line under it. */
function updateFailure(error: unknown): ActionResult {
  const reason = failureOf(error)
  return fail('account.updateFailed', reason.success ? '' : reason.error)
}

export function createAccountSlice(deps: SliceDeps): AccountSlice {
  const { run } = deps
  async function load(send: () => Promise<unknown>, failure: ActionResult): Promise<ActionResult> {
    try {
      await deps.afterInit()
      await send()
      return { success: true }
    } catch {
      return failure
    }
  }

  return {
    async updateProfile(changes) {
      try {
        await deps.afterInit()
        const input = {
          firstName: changes.firstName.trim(),
          lastName: changes.lastName.trim(),
          email: changes.email.trim(),
          displayName: changes.displayName.trim(),
        }
        await run('mutation', UpdateProfile, { input })
        // The header's name comes from the viewer, which only getCart brings.
        await deps.refreshCart()
        return { success: true }
      } catch (error) {
        return updateFailure(error)
      }
    },

    async updateAddress(kind, address) {
      try {
        await deps.afterInit()
        const { country, ...rest } = address
        // `overwrite`: the form shows every field, so an emptied field is emptied in the shop too.
        const fields = { ...rest, country: (country || null) as never, overwrite: true }
        await run('mutation', UpdateProfile, { input: { [kind]: fields } })
        return { success: true }
      } catch (error) {
        return updateFailure(error)
      }
    },

    loadOrders: () => load(() => run('query', GetOrders, {}), ORDERS_ERROR),
    loadDownloads: () => load(() => run('query', GetDownloads, {}), DOWNLOADS_ERROR),
    loadAddressCountries: () =>
      load(() => run('query', AccountCountries, {}), fail('errors.somethingWrong', 'Something went wrong')),
  }
}
