import type { ProviderTransaction } from './provider-types'

export interface PreCheckoutChoices {
  vault: boolean
  wallet: boolean
  /** 'useOtherMethods' beside a wallet, 'moreOptions' when only the vault is offered. */
  otherLabel: 'useOtherMethods' | 'moreOptions'
}

/**
 * Whether a pre-checkout modal comes first (SPEC §4): on a device offering a wallet channel, or when the link (vault)
 * config is enabled and the shopper has saved instruments. Null means straight to the checkout.
 */
export function preCheckoutChoices(
  tx: ProviderTransaction,
  walletAvailable: boolean,
): PreCheckoutChoices | null {
  const vault = !!tx.link_config?.enabled && !!tx.link_config.has_payment_instruments
  if (!vault && !walletAvailable) return null
  return { vault, wallet: walletAvailable, otherLabel: walletAvailable ? 'useOtherMethods' : 'moreOptions' }
}
