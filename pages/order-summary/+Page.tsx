import { useT } from '../../src/i18n/useT'
import { SimpleScreen } from '../../src/components/ui/SimpleScreen'
import { usePageContext } from '../../renderer/usePageContext'
import { OrderSummarySlot } from '../../src/shop-loader/slots'

export default function Page() {
  const { t } = useT()
  const orderId = usePageContext().routeParams?.orderId ?? ''
  return (
    <SimpleScreen title={t('orderSummary.title')}>
      <OrderSummarySlot orderId={orderId} fallback={<p>{t('orderSummary.loading')}</p>} />
    </SimpleScreen>
  )
}
