import { useT } from '../../i18n/useT'
import { longDate } from '../../lib/format'
import { useAccountState } from './account-state'
import { useOrderList } from './useAccountData'
import { LoadedTable } from './LoadedTable'

/** The customer's orders: number, date, status and total, each linking to its order summary. */
export function OrdersTab() {
  const { t } = useT()
  const orders = useOrderList()
  return (
    <LoadedTable
      load={useAccountState((s) => s.loadOrders)}
      items={orders}
      name="orders"
      errorText={t('errors.ordersError')}
      emptyText={t('account.noOrders')}
      head={
        <>
          <th scope="col">{t('account.order')}</th>
          <th scope="col">{t('account.date')}</th>
          <th scope="col">{t('account.status')}</th>
          <th scope="col">{t('account.total')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('account.view')}</span>
          </th>
        </>
      }
      row={(order) => (
        <tr key={order.databaseId} data-testid="order-row">
          <td data-label={t('account.order')}>#{order.number}</td>
          <td data-label={t('account.date')}>{order.date ? longDate(t, order.date) : ''}</td>
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
      )}
    />
  )
}
