import { useT } from '../../i18n/useT'

/** /checkout (built out by the checkout issue). */
export function CheckoutScreen() {
  const { t } = useT()
  return <p>{t('checkout.loading')}</p>
}
