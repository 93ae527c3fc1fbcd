import './orders.css'
import './order-table.css'
import { usePageContext } from '../../../renderer/usePageContext'
import { useT } from '../../i18n/useT'
import { OrderReceipt } from './OrderReceipt'
import { useOrder } from './useOrder'

const RECEIVED_PATH = '/checkout/order-received/'

/**
 * One order: /order-summary/{id}, /order-summary (a customer's latest) and /checkout/order-received/{id}.
 * A guest's order key comes in the URL's `?key=`, so the link works after a reload and in a new tab.
 */
export function OrderSummaryScreen({ orderId }: { orderId: string }) {
  const { t } = useT()
  const { urlParsed, urlPathname } = usePageContext()
  const key = urlParsed.search.key
  const orderKey = typeof key === 'string' ? key : ''
  const { view, retry } = useOrder({ orderId, orderKey })

  if (view.state === 'loading')
    return (
      <p className="order-status-line" role="status" data-testid="order-loading">
        {t('orderSummary.loading')}
      </p>
    )
  if (view.state === 'failed')
    return (
      <div className="order-problem" role="alert" data-testid="order-failed">
        <p>{t('orderSummary.loadFailed')}</p>
        <button type="button" className="button button-ghost" onClick={retry}>
          {t('orderSummary.retry')}
        </button>
      </div>
    )
  if (view.state === 'not-found')
    return (
      <div className="order-problem" role="alert" data-testid="order-not-found">
        <p>{t('errors.orderNotFound')}</p>
        <a className="button button-ghost" href="/products">
          {t('orderSummary.continueShopping')}
        </a>
      </div>
    )
  return <OrderReceipt order={view.order} received={urlPathname.startsWith(RECEIVED_PATH)} />
}
