import { useTranslation } from 'react-i18next'
import { SimpleScreen } from '../../src/components/ui/SimpleScreen'

export default function Page() {
  const { t } = useTranslation()
  return (
    <SimpleScreen title={t('checkout.title')}>
      <p>{t('checkout.loading')}</p>
    </SimpleScreen>
  )
}
