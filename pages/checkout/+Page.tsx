import { useT } from '../../src/i18n/useT'
import { SimpleScreen } from '../../src/components/ui/SimpleScreen'
import { CheckoutScreenSlot } from '../../src/shop-loader/slots'

export default function Page() {
  const { t } = useT()
  return (
    <SimpleScreen title={t('checkout.title')}>
      <CheckoutScreenSlot fallback={<p>{t('checkout.loading')}</p>} />
    </SimpleScreen>
  )
}
