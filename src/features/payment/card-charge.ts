/** The charge for one order: the cart total in kobo and who pays it. */
export interface CardCharge {
  amountKobo: number
  email: string
  firstName: string
  lastName: string
  phone: string
  metadata: Record<string, unknown>
}

/** How a card payment ended, as the checkout needs it. */
export type CardOutcome =
  /** The provider says paid; the backend still verifies the reference before the order counts as paid. */
  | { status: 'paid'; reference: string }
  /** The shopper chose a bank transfer: the order waits for the provider's webhook. */
  | { status: 'pending'; reference: string }
  | { status: 'cancelled' }
  /** The checkout refused the card and the shopper then closed it; `message` is the provider's. */
  | { status: 'declined'; message: string }
  /** The transaction could not be started; `message` is the provider's. */
  | { status: 'failed'; message: string }
  /** The provider's checkout never loaded (network): the window was closed for the shopper. */
  | { status: 'unavailable' }

export type PayByCard = (charge: CardCharge) => Promise<CardOutcome>
