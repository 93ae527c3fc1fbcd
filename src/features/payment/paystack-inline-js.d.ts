// The part of Paystack's browser SDK (`@paystack/inline-js`, pinned in package.json) this shop calls. The package
// ships no type declarations; these follow its published README and the behaviour of the pinned version.
declare module '@paystack/inline-js' {
  export interface PaystackLoaded {
    id: number
    accessCode: string
    customer: unknown
  }

  export interface PaystackSuccess {
    reference: string
    status?: string
    message?: string
    trans?: string
    transaction?: string
    trxref?: string
  }

  export interface PaystackError {
    /** `setup` when the transaction could not be started; other types are what the checkout reported and logged. */
    type?: string
    message: string
  }

  export interface PaystackCallbacks {
    onLoad?(loaded: PaystackLoaded): void
    onSuccess?(result: PaystackSuccess): void
    onCancel?(): void
    onError?(error: PaystackError): void
    onBankTransferConfirmationPending?(): void
  }

  export interface PaystackTransactionOptions extends PaystackCallbacks {
    key: string
    email: string
    /** In the currency's subunit (kobo). */
    amount: number
    currency?: string
    reference?: string
    firstName?: string
    lastName?: string
    phone?: string
    channels?: string[]
    metadata?: Record<string, unknown>
  }

  /** One transaction as the SDK keeps it. */
  export interface PopupTransaction {
    id: number | null
    accessCode: string | null
    status: string | null
    /** What the checkout reported going wrong (a declined card, …) while the popup stayed open. */
    errors?: PaystackError[]
  }

  export default class PaystackPop {
    /** Creates the transaction with the API, then opens the checkout (with the pre-checkout step where it applies). */
    checkout(options: PaystackTransactionOptions): Promise<PopupTransaction>
    newTransaction(options: PaystackTransactionOptions): PopupTransaction
    resumeTransaction(accessCode: string, callbacks?: PaystackCallbacks): PopupTransaction
    cancelTransaction(idOrTransaction?: number | PopupTransaction | null): void
    isLoaded(): boolean
  }
}
