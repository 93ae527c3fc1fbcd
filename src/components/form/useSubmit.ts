import { useCallback, useRef, useState } from 'react'

/** What a submission ends with: a success, or a refusal with the message to show. */
export interface Outcome {
  success: boolean
}

export interface Submission<R extends Outcome> {
  /** A submission is on its way. */
  busy: boolean
  /** The last outcome (a refusal of the form's own check included); null before any, and while busy. */
  result: R | null
  /**
   * Checks, then sends: `check` gives the form's own refusal (shown, nothing sent) or null; `send` runs with the
   * form busy. One submission at a time: a second while one is on its way is ignored (null).
   */
  submit(send: () => Promise<R>, check?: () => R | null): Promise<R | null>
  /** Shows a refusal without sending. */
  refuse(result: R): void
  /** Forgets the last outcome (the form changed, so it no longer describes it); not while busy. */
  clear(): void
}

/** A form's submission: check → busy → send → the outcome, one at a time. */
export function useSubmit<R extends Outcome>(): Submission<R> {
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<R | null>(null)
  const running = useRef(false)

  const submit = useCallback(async (send: () => Promise<R>, check?: () => R | null) => {
    if (running.current) return null
    const refused = check?.() ?? null
    setResult(refused)
    if (refused) return refused
    running.current = true
    setBusy(true)
    try {
      const outcome = await send()
      setResult(outcome)
      return outcome
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])

  const clear = useCallback(() => {
    if (!running.current) setResult(null)
  }, [])

  return { busy, result, submit, refuse: setResult, clear }
}

/** A form's onSubmit: the browser's own submission prevented, then `send`. */
export const handleSubmit =
  (send: () => unknown) =>
  (event: { preventDefault(): void }): void => {
    event.preventDefault()
    void send()
  }
