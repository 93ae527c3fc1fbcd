import type { Order } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { shopTerm } from '../../i18n/shop-terms'
import { formatDiscount } from '../../lib/format'

/** The order's lines (with the chosen variation) and its totals, as a receipt table. */
export function OrderDetails({ order }: { order: Order }) {
  const { t } = useT()
  const totals = [
    { name: 'subtotal', label: t('orderSummary.subtotal'), value: order.subtotal },
    ...(order.hasDiscount
      ? [{ name: 'discount', label: t('orderSummary.discount'), value: formatDiscount(order.discountTotal) }]
      : []),
    { name: 'shipping', label: t('orderSummary.shipping'), value: order.shippingTotal },
    { name: 'tax', label: t('orderSummary.tax'), value: order.totalTax },
  ]
  return (
    <section className="order-section" aria-labelledby="order-details-heading">
      <h3 id="order-details-heading">{t('orderSummary.details')}</h3>
      <table className="order-table">
        <thead>
          <tr>
            <th scope="col">{t('orderSummary.product')}</th>
            <th scope="col" className="order-amount">
              {t('orderSummary.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id} data-testid="order-line">
              <td>
                <a className="order-line-name" href={line.slug ? `/product/${line.slug}` : undefined}>
                  {line.name}
                </a>{' '}
                <span className="order-line-qty" data-testid="order-line-quantity">
                  × {line.quantity}
                </span>
                {line.attributes.length > 0 && (
                  <ul className="order-line-attributes" data-testid="order-line-attributes">
                    {line.attributes.map((attribute) => (
                      <li key={attribute.label}>
                        <span>{shopTerm(t, 'attribute', attribute.label)}:</span>{' '}
                        {shopTerm(t, 'value', attribute.value)}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="order-amount" data-testid="order-line-total">
                {line.subtotal}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.map((row) => (
            <tr key={row.name} data-testid={`order-${row.name}`}>
              <th scope="row">{row.label}</th>
              <td className="order-amount">{row.value}</td>
            </tr>
          ))}
          <tr className="order-grand-total" data-testid="order-grand-total">
            <th scope="row">{t('orderSummary.total')}</th>
            <td className="order-amount">{order.total}</td>
          </tr>
          {order.paymentMethodTitle && (
            <tr data-testid="order-payment-row">
              <th scope="row">{t('orderSummary.paymentMethod')}</th>
              <td className="order-text-value">{shopTerm(t, 'payment', order.paymentMethodTitle)}</td>
            </tr>
          )}
          {order.customerNote && (
            <tr data-testid="order-note">
              <th scope="row">{t('orderSummary.note')}</th>
              <td className="order-text-value">{order.customerNote}</td>
            </tr>
          )}
        </tfoot>
      </table>
    </section>
  )
}
