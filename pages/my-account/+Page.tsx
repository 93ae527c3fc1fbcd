import { useT } from '../../src/i18n/useT'
import { SimpleScreen } from '../../src/components/ui/SimpleScreen'

export default function Page() {
  const { t } = useT()
  return (
    <SimpleScreen title={t('account.title')}>
      <p>{t('account.loading')}</p>
    </SimpleScreen>
  )
}
