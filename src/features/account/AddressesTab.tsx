import { useEffect } from 'react'
import { useAccountState } from './account-state'
import { AddressForm } from './AddressForm'
import { useCustomer } from './useCustomer'
import './account-addresses.css'

/** The billing and shipping addresses, each saved on its own. */
export function AddressesTab() {
  const customer = useCustomer()
  const loadAddressCountries = useAccountState((s) => s.loadAddressCountries)
  useEffect(() => {
    void loadAddressCountries()
  }, [loadAddressCountries])
  if (!customer) return null
  return (
    <div className="account-addresses">
      <AddressForm kind="billing" address={customer.billing} />
      <AddressForm kind="shipping" address={customer.shipping} />
    </div>
  )
}
