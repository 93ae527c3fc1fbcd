import { SubmitButton } from '../../components/form'
import { useT } from '../../i18n/useT'
import { useShop } from '../../shop/shop-context'

/** The submit button, 'Processing' while the order is on its way (the slice sends one order only). */
export function PlaceOrderButton({ waiting }: { waiting: boolean }) {
  const { t } = useT()
  const placing = useShop((s) => s.isPlacingOrder)
  const updatingCart = useShop((s) => s.isUpdatingCart)
  return (
    <SubmitButton
      className="button button-primary place-order"
      testId="place-order"
      busy={placing}
      busyLabel={t('checkout.processing')}
      label={t('checkout.placeOrder')}
      // Waiting: the totals shown are about to change (a new delivery location, a cart update).
      disabled={updatingCart || waiting}
      aria-busy={placing}
    />
  )
}
