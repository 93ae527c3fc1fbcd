import { DEFAULT_LABELS, type PaymentLabels } from './messages'

/** The popup's shopper-visible words in the shopper's language: each label is `payment.<name>` in the locales. */
export function paymentLabels(t: (key: string) => string): PaymentLabels {
  return Object.fromEntries(
    Object.keys(DEFAULT_LABELS).map((name) => [name, t(`payment.${name}`)]),
  ) as PaymentLabels
}
