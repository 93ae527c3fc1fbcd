import type { Order } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { longDate } from '../../lib/format'
import { OrderAddresses } from './OrderAddresses'
import { OrderDetails } from './OrderDetails'
import { OrderDownloads } from './OrderDownloads'
import { shopTerm } from '../../i18n/shop-terms'

/** A receipt: the order's overview, its lines and totals, downloads and the addresses. */
export function OrderReceipt({ order, received }: { order: Order; received: boolean }) {
  const { t } = useT()
  const overview = [
    { name: 'number', label: t('orderSummary.orderNumber'), value: order.orderNumber },
    { name: 'date', label: t('orderSummary.date'), value: longDate(t, order.date) },
    { name: 'total', label: t('orderSummary.total'), value: order.total },
    {
      name: 'payment',
      label: t('orderSummary.paymentMethod'),
      value: shopTerm(t, 'payment', order.paymentMethodTitle),
    },
    // Last: on a phone the longest value gets a row of its own.
    { name: 'email', label: t('orderSummary.email'), value: order.billing.email },
  ].filter((item) => item.value)
  return (
    <article className="order-receipt" data-testid="order-receipt" data-order-id={order.databaseId}>
      {received && (
        <h2 className="order-thanks" data-testid="order-thanks">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
          </svg>
          {t('orderSummary.thankYou')}
        </h2>
      )}
      <div className="order-overview-head">
        <h2>{t('orderSummary.orderHeading', { number: order.orderNumber })}</h2>
        {order.status && (
          <span
            className={`order-status order-status-${order.status.toLowerCase()}`}
            data-testid="order-status"
          >
            {t(`orderSummary.status.${order.status}`)}
          </span>
        )}
      </div>
      {order.needsPayment && (
        <p className="order-awaiting-payment" role="status" data-testid="order-awaiting-payment">
          {t('orderSummary.awaitingPayment')}
        </p>
      )}
      <dl className="order-overview">
        {overview.map((item) => (
          <div key={item.name} className={`order-overview-${item.name}`} data-testid={`order-${item.name}`}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      <div className="order-body">
        <div className="order-main">
          <OrderDetails order={order} />
          <OrderDownloads downloads={order.downloads} />
        </div>
        <aside className="order-aside">
          <OrderAddresses billing={order.billing} shipping={order.shipping} />
          <a className="button button-ghost" href="/products">
            {t('orderSummary.continueShopping')}
          </a>
        </aside>
      </div>
    </article>
  )
}
