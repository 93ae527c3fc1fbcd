import { describedBy, ErrorLine } from '../../components/form'
import type { PaymentGateway } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { fieldId } from './checkout-form'
import { shopTerm } from '../../i18n/shop-terms'

/**
 * The backend's payment gateways as radios. The card opens the provider's payment popup on Place order;
 * the chosen gateway's description says so.
 */
export function PaymentOptions({
  gateways,
  value,
  onValue,
  error,
}: {
  gateways: PaymentGateway[]
  value: string
  onValue(id: string): void
  error: string | null
}) {
  const { t } = useT()
  const id = fieldId('paymentMethod')
  return (
    <fieldset
      className="payment-options"
      data-testid="payment-options"
      {...describedBy(`${id}-error`, error)}
    >
      <legend>{t('checkout.payment')}</legend>
      {gateways.length === 0 && <p className="checkout-muted">{t('checkout.noGateways')}</p>}
      {gateways.map((gateway, index) => (
        <label key={gateway.id} className="payment-option" data-testid="payment-option" data-id={gateway.id}>
          <input
            type="radio"
            name="paymentMethod"
            // The first radio carries the field's id: validation focuses it.
            id={index === 0 ? id : undefined}
            value={gateway.id}
            checked={gateway.id === value}
            onChange={() => onValue(gateway.id)}
          />
          <span className="payment-option-body">
            <span className="payment-option-title">{shopTerm(t, 'payment', gateway.title)}</span>
            {gateway.id === value && gateway.description && (
              <span className="payment-option-description">
                {shopTerm(t, 'payment', gateway.description)}
              </span>
            )}
          </span>
        </label>
      ))}
      <ErrorLine id={`${id}-error`} testId="field-error">
        {error}
      </ErrorLine>
    </fieldset>
  )
}
