export type HistoryType = 'action' | 'error' | 'success'

export interface HistoryEntry {
  type: HistoryType
  message: string
  /** Seconds since the log started. */
  time: number
}

/** The log the provider keeps per transaction, sent with update_log (SPEC §3). */
export interface TransactionLog {
  /** Unix time in seconds. */
  start_time: number
  time_spent: number
  attempts: number
  errors: number
  success: boolean
  mobile: boolean
  input: string[]
  history: HistoryEntry[]
}

/** A log that records actions, errors and the success, timed from its start by the given clock (ms). */
export function createTransactionLog(now: () => number, mobile: boolean) {
  const started = now()
  const log: TransactionLog = {
    start_time: Math.floor(started / 1000),
    time_spent: 0,
    attempts: 0,
    errors: 0,
    success: false,
    mobile,
    input: [],
    history: [],
  }
  const elapsed = () => Math.max(0, Math.round((now() - started) / 1000))
  const add = (type: HistoryType, message: string) => {
    log.time_spent = elapsed()
    log.history.push({ type, message, time: log.time_spent })
  }
  return {
    action: (message: string) => add('action', message),
    attempt: (message: string) => {
      log.attempts += 1
      add('action', message)
    },
    error: (message: string) => {
      log.errors += 1
      add('error', message)
    },
    success: (message: string) => {
      log.success = true
      add('success', message)
    },
    input: (field: string) => {
      if (!log.input.includes(field)) log.input.push(field)
    },
    snapshot: (): TransactionLog => ({
      ...log,
      time_spent: elapsed(),
      input: [...log.input],
      history: [...log.history],
    }),
  }
}

export type TransactionLogger = ReturnType<typeof createTransactionLog>
