import { useT } from '../../i18n/useT'
import { useCartBusy } from '../cart'
import { useCheckoutState } from './checkout-state'

/** The submit button, 'Processing' while the order is on its way (the slice sends one order only). */
export function PlaceOrderButton({ waiting }: { waiting: boolean }) {
  const { t } = useT()
  const placing = useCheckoutState((s) => s.isPlacingOrder)
  const updatingCart = useCartBusy()
  return (
    <button
      type="submit"
      className="button button-primary place-order"
      data-testid="place-order"
      // Waiting: the totals shown are about to change (a new delivery location, a cart update).
      disabled={placing || updatingCart || waiting}
      aria-busy={placing}
    >
      {placing && <span className="spinner" aria-hidden="true" />}
      {placing ? t('checkout.processing') : t('checkout.placeOrder')}
    </button>
  )
}
