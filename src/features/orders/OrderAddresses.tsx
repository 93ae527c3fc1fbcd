import type { Address } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { isEmptyAddress } from '../../components/address'
import { useAddressLines } from './useAddressLines'

function AddressCard({ title, address, testId }: { title: string; address: Address; testId: string }) {
  const lines = useAddressLines(address)
  if (!lines.length && !address.phone && !address.email) return null
  return (
    <section className="order-address" data-testid={testId}>
      <h3>{title}</h3>
      <address>
        {lines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
        {address.phone && <span className="order-address-contact">{address.phone}</span>}
        {address.email && <span className="order-address-contact">{address.email}</span>}
      </address>
    </section>
  )
}

/** Billing and shipping addresses side by side; shipping only when the order has one. */
export function OrderAddresses({ billing, shipping }: { billing: Address; shipping: Address }) {
  const { t } = useT()
  return (
    <div className="order-addresses">
      <AddressCard title={t('orderSummary.billingAddress')} address={billing} testId="order-billing" />
      {!isEmptyAddress(shipping) && (
        <AddressCard title={t('orderSummary.shippingAddress')} address={shipping} testId="order-shipping" />
      )}
    </div>
  )
}
