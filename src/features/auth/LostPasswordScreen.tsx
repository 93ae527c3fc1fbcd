import { useT } from '../../i18n/useT'

/** /my-account/lost-password (built out by the accounts issue). */
export function LostPasswordScreen() {
  const { t } = useT()
  return <p>{t('lostPassword.intro')}</p>
}
