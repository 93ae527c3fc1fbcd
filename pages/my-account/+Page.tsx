import { useT } from '../../src/i18n/useT'
import { SimpleScreen } from '../../src/components/ui/SimpleScreen'
import { AccountScreenSlot } from '../../src/shop-loader/slots'

export default function Page() {
  const { t } = useT()
  return (
    <SimpleScreen title={t('account.title')}>
      {/* A screen's height, loading or not, so the footer does not jump when the account appears. */}
      <div className="shell-screen">
        <AccountScreenSlot fallback={<p>{t('account.loading')}</p>} />
      </div>
    </SimpleScreen>
  )
}
