import { hashPassword } from '../auth/passwords'
import { transaction, type Db } from '../db/database'
import type { Address } from '../db/orders'
import type { SessionData } from '../db/sessions'
import { findUserByLogin, getUser, updateUserRow } from '../db/users'
import { insertUser, isEmail } from './accounts'
import { refuse } from './errors'
import { checkNewCustomer } from './new-customer'

/** An address as the API takes it: any field may be left out or null (not changed). */
export type AddressInput = { [K in keyof Address]?: Address[K] | null } & { overwrite?: boolean | null }

const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'state',
  'postcode',
  'country',
  'email',
  'phone',
] as const

/** WooGraphQL's address input: the given fields replace the stored ones, or all of them with `overwrite`. */
export function mergeAddress(current: Address, input: AddressInput | null | undefined): Address {
  if (!input) return current
  const base: Address = input.overwrite ? {} : { ...current }
  for (const field of ADDRESS_FIELDS)
    if (input[field] !== undefined && input[field] !== null) base[field] = input[field]
  return base
}

export interface ProfileChanges {
  billing?: AddressInput | null
  shipping?: AddressInput | null
  shippingSameAsBilling?: boolean | null
  email?: string | null
  firstName?: string | null
  lastName?: string | null
  displayName?: string | null
  description?: string | null
  password?: string | null
}

/** The shipping address "same as billing": the billing address without its email and phone. */
const asShipping = (billing: Address): Address => ({ ...billing, email: undefined, phone: undefined })

/** Applies name, email, address and password changes to a registered user (WordPress's email checks). */
export async function updateRegisteredUser(db: Db, userId: number, input: ProfileChanges): Promise<void> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined
  transaction(db, () => {
    const current = getUser(db, userId)!
    if (input.email != null) {
      if (!isEmail(input.email)) refuse('profile-email-invalid')
      const other = findUserByLogin(db, input.email)
      if (other && other.id !== userId) refuse('email-exists')
    }
    const billing = mergeAddress(JSON.parse(current.billing), input.billing)
    const shipping = input.shippingSameAsBilling
      ? asShipping(billing)
      : mergeAddress(JSON.parse(current.shipping), input.shipping)
    const changes: Parameters<typeof updateUserRow>[2] = {
      billing: JSON.stringify(billing),
      shipping: JSON.stringify(shipping),
    }
    if (input.firstName != null) changes.first_name = input.firstName
    if (input.lastName != null) changes.last_name = input.lastName
    if (input.displayName != null) changes.display_name = input.displayName
    if (input.email != null) changes.email = input.email
    if (input.description != null) changes.description = input.description
    if (passwordHash) changes.password_hash = passwordHash
    updateUserRow(db, userId, changes)
  })
}

/** A guest's addresses live in the session; changes `data` in place. */
export function updateSessionAddresses(data: SessionData, input: ProfileChanges): void {
  data.billing = mergeAddress(data.billing, input.billing)
  data.shipping = input.shippingSameAsBilling
    ? asShipping(data.billing)
    : mergeAddress(data.shipping, input.shipping)
}

export interface Registration {
  username?: string | null
  email?: string | null
  password?: string | null
  firstName?: string | null
  lastName?: string | null
  displayName?: string | null
  billing?: AddressInput | null
  shipping?: AddressInput | null
  shippingSameAsBilling?: boolean | null
}

/**
 * WooGraphQL's registerCustomer: a valid email and a password are required, then WooCommerce's
 * `wc_create_new_customer` checks (its messages). Returns the new user id.
 */
export async function registerCustomer(db: Db, input: Registration): Promise<number> {
  const email = input.email?.trim() ?? ''
  if (!email || !isEmail(email)) refuse('invalid-email')
  if (!input.password) refuse('password-not-provided')
  const passwordHash = await hashPassword(input.password)
  const billing = mergeAddress({ email }, input.billing)
  return transaction(db, () =>
    insertUser(db, {
      username: checkNewCustomer(db, email, input.username),
      email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      displayName: input.displayName,
      billing,
      shipping: input.shippingSameAsBilling ? billing : mergeAddress({}, input.shipping),
    }),
  )
}
