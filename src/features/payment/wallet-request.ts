import { toMajorUnits } from './amounts'
import type { ProviderTransaction } from './provider-types'
import { WALLET, type WalletPaymentRequest } from './wallet-port'

/** The wallet's payment sheet for a transaction: NG, visa and masterCard, 3DS/credit/debit, full billing contact. */
export function walletPaymentRequest(tx: ProviderTransaction): WalletPaymentRequest {
  return {
    countryCode: WALLET.countryCode,
    currencyCode: tx.currency.toUpperCase(),
    supportedNetworks: [...WALLET.supportedNetworks],
    merchantCapabilities: [...WALLET.merchantCapabilities],
    requiredBillingContactFields: [...WALLET.requiredBillingContactFields],
    total: { label: tx.label || tx.merchant_name, amount: toMajorUnits(tx.amount) },
  }
}
