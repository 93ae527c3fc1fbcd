import { SubmitButton } from '../../components/form'
import { useT } from '../../i18n/useT'
import { useCartBusy } from '../cart'
import { useCheckoutState } from './checkout-state'

/** The submit button, 'Processing' while the order is on its way (the slice sends one order only). */
export function PlaceOrderButton({ waiting }: { waiting: boolean }) {
  const { t } = useT()
  const placing = useCheckoutState((s) => s.isPlacingOrder)
  const updatingCart = useCartBusy()
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
