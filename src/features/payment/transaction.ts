import type { ProviderTransaction } from './provider-types'
import { createTransactionLog, type TransactionLogger } from './transaction-log'
import type { NormalisedParameters, PaymentCallbacks, PaymentData, PaymentError } from './transaction-params'

/** SPEC §4: created → loaded → open → success | cancelled | bank-transfer-pending. */
export type TransactionPhase =
  'created' | 'loaded' | 'open' | 'success' | 'cancelled' | 'bank-transfer-pending'

const NEXT: Record<TransactionPhase, TransactionPhase[]> = {
  created: ['loaded', 'cancelled'],
  loaded: ['open', 'cancelled'],
  open: ['success', 'cancelled', 'bank-transfer-pending'],
  success: [],
  cancelled: [],
  'bank-transfer-pending': [],
}

/** Stable text of the data (keys sorted at every level), so two equal parameter sets compare equal. */
export function parametersKey(data: PaymentData): string {
  const sort = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sort)
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, sort((value as Record<string, unknown>)[k])]),
      )
    return value
  }
  return JSON.stringify(sort(data))
}

export class PaymentTransaction {
  phase: TransactionPhase = 'created'
  /** The provider's status: '' while new, 'abandoned' once cancelled, else what the provider reported. */
  providerStatus = ''
  response: ProviderTransaction | null = null
  readonly errors: PaymentError[] = []
  readonly log: TransactionLogger
  readonly key: string
  callbacks: PaymentCallbacks

  constructor(
    readonly parameters: NormalisedParameters,
    clock: () => number,
    mobile: boolean,
  ) {
    this.key = parametersKey(parameters.data)
    this.callbacks = parameters.callbacks
    this.log = createTransactionLog(clock, mobile)
    this.log.action('Transaction created')
  }

  get id(): number | null {
    return this.response?.id ?? null
  }
  get accessCode(): string | null {
    return this.response?.access_code ?? this.parameters.data.accessCode ?? null
  }
  /** Active until it succeeds or is cancelled (SPEC §4). */
  get isActive(): boolean {
    return this.phase !== 'success' && this.phase !== 'cancelled'
  }
  /** May start again: same parameters, and the provider has not seen it paid or pending. */
  get isReusable(): boolean {
    return this.providerStatus === '' || this.providerStatus === 'abandoned'
  }

  /** Moves to `next` if the lifecycle allows it; answers whether it moved. */
  private move(next: TransactionPhase): boolean {
    if (!NEXT[this.phase].includes(next)) return false
    this.phase = next
    return true
  }

  loaded(response: ProviderTransaction): boolean {
    if (this.phase === 'cancelled' && this.isReusable) this.phase = 'created'
    if (!this.move('loaded')) return false
    this.response = response
    this.providerStatus = response.transaction_status ?? ''
    this.log.action('Transaction loaded')
    return true
  }
  open(): boolean {
    const moved = this.move('open')
    if (moved) this.log.action('Checkout opened')
    return moved
  }
  succeed(reference: string): boolean {
    const moved = this.move('success')
    if (moved) {
      this.providerStatus = 'success'
      this.log.success(`Payment successful: ${reference}`)
    }
    return moved
  }
  transferPending(): boolean {
    const moved = this.move('bank-transfer-pending')
    if (moved) {
      this.providerStatus = 'pending'
      this.log.action('Bank transfer confirmation pending')
    }
    return moved
  }
  cancel(): boolean {
    const moved = this.move('cancelled')
    if (moved) {
      if (this.providerStatus === '') this.providerStatus = 'abandoned'
      this.log.action('Checkout cancelled')
    }
    return moved
  }
  /** Reopening a reused transaction after a cancel. */
  reopen(): void {
    if (this.phase === 'cancelled' && this.isReusable) {
      this.phase = this.response ? 'loaded' : 'created'
      this.log.action('Transaction reused')
    }
  }
  recordError(error: PaymentError): void {
    this.errors.push(error)
    this.log.error(error.message)
  }
}
