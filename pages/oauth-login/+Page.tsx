import { useT } from '../../src/i18n/useT'
import { SimpleScreen } from '../../src/components/ui/SimpleScreen'
import { usePageContext } from '../../renderer/usePageContext'
import { OAuthCallbackSlot } from '../../src/shop-loader/slots'

export default function Page() {
  const { t } = useT()
  const provider = usePageContext().routeParams?.provider ?? ''
  return (
    <SimpleScreen title={t('oauth.title')}>
      <OAuthCallbackSlot provider={provider} fallback={<p>{t('oauth.signingIn')}</p>} />
    </SimpleScreen>
  )
}
