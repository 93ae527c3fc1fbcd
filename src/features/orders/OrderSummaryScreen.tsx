import { useT } from '../../i18n/useT'

/** One order: /order-summary/{id} and /checkout/order-received/{id} (built out by the checkout issue). */
export function OrderSummaryScreen({ orderId }: { orderId: string }) {
  const { t } = useT()
  return <p data-order-id={orderId}>{t('orderSummary.loading')}</p>
}
