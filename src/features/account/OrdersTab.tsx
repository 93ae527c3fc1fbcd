import { useT } from '../../i18n/useT'
import { formatDate } from '../../lib/format'
import { useShop } from '../../shop/shop-context'
import { useOrderList } from './useAccountData'
import { useLoadOnce } from './useLoadOnce'

/** The customer's orders: number, date, status and total, each linking to its order summary. */
export function OrdersTab() {
  const { t } = useT()
  const outcome = useLoadOnce(useShop((s) => s.loadOrders))
  const orders = useOrderList()
  if (outcome && !outcome.success)
    return (
      <p className="form-error" role="alert" data-testid="orders-error">
        {t('errors.ordersError')}
      </p>
    )
  if (!outcome || !orders) return <p aria-busy="true">{t('account.loading')}</p>
  if (!orders.length) return <p data-testid="orders-empty">{t('account.noOrders')}</p>
  return (
    <table className="account-table" data-testid="orders-list">
      <thead>
        <tr>
          <th scope="col">{t('account.order')}</th>
          <th scope="col">{t('account.date')}</th>
          <th scope="col">{t('account.status')}</th>
          <th scope="col">{t('account.total')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('account.view')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.databaseId} data-testid="order-row">
            <td data-label={t('account.order')}>#{order.number}</td>
            <td data-label={t('account.date')}>{order.date ? formatDate(order.date) : ''}</td>
            <td data-label={t('account.status')}>
              {t(`account.orderStatus.${order.status}`, { defaultValue: order.status })}
            </td>
            <td data-label={t('account.total')}>{order.total}</td>
            <td>
              <a href={`/order-summary/${order.databaseId}`} className="button button-ghost">
                {t('account.view')}
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
