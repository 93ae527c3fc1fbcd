import {
  NO_WALLET_METHOD,
  WALLET_ATTEMPT_FAILED,
  WALLET_ERROR_OCCURRED,
  WALLET_INITIATION_FAILED,
} from './messages'
import { ProviderError, type ProviderApi } from './provider-api'
import type { ProviderTransaction } from './provider-types'
import { walletPaymentRequest } from './wallet-request'
import { WALLET, WALLET_STATUS_FAILURE, WALLET_STATUS_SUCCESS, type WalletPort } from './wallet-port'

export type WalletOutcome =
  { status: 'success'; message: string } | { status: 'failed'; message: string } | { status: 'cancelled' }

type WalletApi = Pick<ProviderApi, 'validateWalletSession' | 'chargeWallet'>

/**
 * One wallet payment: merchant validation through the provider, then the shopper's authorisation, then the charge.
 * Resolves with the outcome; rejects only when no session could be started.
 */
export function payWithWallet(opts: {
  port: WalletPort | undefined
  api: WalletApi
  tx: ProviderTransaction
  domainName: string
}): Promise<WalletOutcome> {
  const { port, api, tx, domainName } = opts
  if (!port || !port.isAvailable(WALLET.version)) return Promise.reject(new Error(NO_WALLET_METHOD))
  return new Promise((resolve, reject) => {
    let session: ReturnType<WalletPort['createSession']>
    try {
      session = port.createSession(WALLET.version, walletPaymentRequest(tx))
    } catch {
      reject(new Error(WALLET_INITIATION_FAILED))
      return
    }
    session.onvalidatemerchant = (event) => {
      api
        .validateWalletSession({
          transaction: tx.id,
          sessionUrl: event.validationURL,
          displayName: tx.merchant_name,
          domainName,
        })
        .then((merchantSession) => session.completeMerchantValidation(merchantSession))
        .catch(() => {
          session.abort()
          resolve({ status: 'failed', message: WALLET_ERROR_OCCURRED })
        })
    }
    session.onpaymentauthorized = (event) => {
      api
        .chargeWallet(tx.id, event.payment)
        .then((message) => {
          session.completePayment({ status: WALLET_STATUS_SUCCESS })
          resolve({ status: 'success', message })
        })
        .catch((err) => {
          session.completePayment({ status: WALLET_STATUS_FAILURE })
          const declined = err instanceof ProviderError && err.httpStatus > 0
          resolve({ status: 'failed', message: declined ? WALLET_ATTEMPT_FAILED : WALLET_ERROR_OCCURRED })
        })
    }
    session.oncancel = () => resolve({ status: 'cancelled' })
    try {
      session.begin()
    } catch {
      reject(new Error(WALLET_INITIATION_FAILED))
    }
  })
}
