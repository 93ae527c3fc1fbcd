import { useT } from '../../../src/i18n/useT'
import { SimpleScreen } from '../../../src/components/ui/SimpleScreen'
import { LostPasswordSlot } from '../../../src/shop-loader/slots'

export default function Page() {
  const { t } = useT()
  return (
    <SimpleScreen title={t('lostPassword.title')}>
      <LostPasswordSlot fallback={<p>{t('lostPassword.intro')}</p>} />
    </SimpleScreen>
  )
}
