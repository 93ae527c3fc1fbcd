import type { PaymentTransaction } from './transaction'

/**
 * The transactions of one page: an earlier transaction with identical parameters and an empty or abandoned status
 * is reused, and starting a checkout cancels the one still active.
 */
export class TransactionRegistry {
  private readonly all: PaymentTransaction[] = []
  private current: PaymentTransaction | null = null

  get active(): PaymentTransaction | null {
    return this.current?.isActive ? this.current : null
  }

  findReusable(key: string): PaymentTransaction | undefined {
    return this.all.find((tx) => tx.key === key && tx.isReusable && tx.phase !== 'bank-transfer-pending')
  }

  find(id: number): PaymentTransaction | undefined {
    return this.all.find((tx) => tx.id === id)
  }

  /** Makes `tx` the active one; answers the one it replaced (already cancelled by the caller's `cancel`). */
  start(tx: PaymentTransaction, cancel: (previous: PaymentTransaction) => void): void {
    const previous = this.active
    if (previous && previous !== tx) cancel(previous)
    if (!this.all.includes(tx)) this.all.push(tx)
    this.current = tx
  }
}
