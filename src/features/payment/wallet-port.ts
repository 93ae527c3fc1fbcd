/** The device wallet (Apple Pay) behind a port, so it can be swapped and tested without a device. */
export interface WalletPaymentRequest {
  countryCode: string
  currencyCode: string
  supportedNetworks: string[]
  merchantCapabilities: string[]
  requiredBillingContactFields: string[]
  total: { label: string; amount: string }
}

export interface WalletSession {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null
  onpaymentauthorized: ((event: { payment: unknown }) => void) | null
  oncancel: ((event: unknown) => void) | null
  completeMerchantValidation(merchantSession: unknown): void
  completePayment(result: { status: number }): void
  abort(): void
  begin(): void
}

export interface WalletPort {
  /** The wallet exists on this device, speaks `version` and can pay. */
  isAvailable(version: number): boolean
  createSession(version: number, request: WalletPaymentRequest): WalletSession
  /** Loads the vendor's button script; rejects when it cannot. */
  loadButtonSdk(): Promise<void>
}

export const WALLET_STATUS_SUCCESS = 0
export const WALLET_STATUS_FAILURE = 1

/** SPEC §9's device-wallet constants. */
export const WALLET = {
  channel: 'apple_pay',
  version: 6,
  countryCode: 'NG',
  supportedNetworks: ['visa', 'masterCard'],
  merchantCapabilities: ['supports3DS', 'supportsCredit', 'supportsDebit'],
  requiredBillingContactFields: ['postalAddress', 'name', 'phone', 'email'],
  buttonHeight: '42px',
} as const

/** Offered only on https, with a wallet that speaks version 6, when the transaction's channels include it. */
export function walletOffered(protocol: string, port: WalletPort | undefined, channels: readonly string[]) {
  return (
    protocol === 'https:' && !!port && channels.includes(WALLET.channel) && port.isAvailable(WALLET.version)
  )
}
