/** The simulator's record of one transaction (amounts in kobo). */
export interface Transaction {
  id: number
  accessCode: string
  reference: string
  publicKey: string
  email: string
  customerCode: string
  amount: number
  currency: string
  channels: string[]
  label: string | null
  metadata: unknown
  callbackUrl: string | null
  /** '' new, then abandoned, pending, success or failed. */
  status: string
  channel: string | null
  gatewayResponse: string | null
  ipAddress: string | null
  /** The popup's log (update_log). */
  log: unknown
  createdAt: string
  paidAt: string | null
}

export type NewTransaction = Omit<
  Transaction,
  'id' | 'status' | 'channel' | 'gatewayResponse' | 'ipAddress' | 'log' | 'paidAt'
>

export const DEFAULT_MAX_TRANSACTIONS = 10_000

/**
 * Transactions in memory, indexed by id, access code and reference. Bounded: beyond `max` the oldest is dropped
 * (a long-running simulator must not grow without end; a dropped reference may be used again).
 */
export class TransactionStore {
  private nextId = 1
  private readonly byId = new Map<number, Transaction>()
  private readonly byAccessCode = new Map<string, Transaction>()
  private readonly byReference = new Map<string, Transaction>()

  constructor(private readonly max = DEFAULT_MAX_TRANSACTIONS) {}

  get size(): number {
    return this.byId.size
  }

  add(fields: NewTransaction): Transaction {
    const row: Transaction = {
      ...fields,
      id: this.nextId++,
      status: '',
      channel: null,
      gatewayResponse: null,
      ipAddress: null,
      log: null,
      paidAt: null,
    }
    this.byId.set(row.id, row)
    this.byAccessCode.set(row.accessCode, row)
    this.byReference.set(row.reference, row)
    while (this.byId.size > this.max) this.drop(this.byId.values().next().value!)
    return row
  }

  findById = (id: number) => this.byId.get(id)
  findByAccessCode = (code: string) => this.byAccessCode.get(code)
  findByReference = (reference: string) => this.byReference.get(reference)

  private drop(row: Transaction) {
    this.byId.delete(row.id)
    this.byAccessCode.delete(row.accessCode)
    this.byReference.delete(row.reference)
  }
}
