import type { ProviderTransaction } from './provider-types'

export interface PaymentSuccess {
  id: number
  reference: string
  message: string
  status: 'success'
  trans: string
  transaction: string
  trxref: string
  redirecturl?: string
}

export interface PaymentError {
  type: string
  message: string
  status?: boolean
}

export interface TransactionLoaded {
  id: number
  accessCode: string
  customer: ProviderTransaction['customer']
}

/** Every callback a shop may pass; `callback` and `onClose` are the old names of `onSuccess` and `onCancel`. */
export interface PaymentCallbacks {
  onError?: (error: PaymentError) => void
  onLoad?: (loaded: TransactionLoaded) => void
  onSuccess?: (result: PaymentSuccess) => void
  onCancel?: () => void
  callback?: (result: PaymentSuccess) => void
  onClose?: () => void
  onBankTransferConfirmationPending?: () => void
}

export const CALLBACK_NAMES = [
  'onError',
  'onLoad',
  'onSuccess',
  'onCancel',
  'callback',
  'onClose',
  'onBankTransferConfirmationPending',
] as const satisfies ReadonlyArray<keyof PaymentCallbacks>

/** The transaction data after names are normalised to camelCase (callbacks kept apart). */
export interface PaymentData {
  key?: string
  amount?: string | number
  currency?: string
  email?: string
  label?: string
  firstName?: string
  lastName?: string
  reference?: string
  phone?: string
  channels?: string[]
  paymentRequest?: unknown
  paymentPage?: unknown
  hash?: string
  container?: unknown
  metadata?: Record<string, unknown>
  subaccountCode?: string
  bearer?: string
  transactionCharge?: number | string
  plan?: string
  planCode?: string
  customerCode?: string
  subscriptionCount?: number
  planInterval?: string
  subscriptionLimit?: number | string
  subscriptionStartDate?: string
  accessCode?: string
  orderId?: string | number
  card?: boolean
  bank?: boolean
  split?: unknown
  splitCode?: string
  transactionType?: string
  subscription?: unknown
  language?: string
  connectAccount?: string
  connectSplit?: unknown
}

/** What a shop hands to newTransaction(): data and callbacks in one object, camelCase or snake_case names. */
export type PaymentParameters = Record<string, unknown>

export interface NormalisedParameters {
  data: PaymentData
  callbacks: PaymentCallbacks
}
