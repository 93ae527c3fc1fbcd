import type { ModelTimers } from '../../../src/graphql/server-model/worker-pool'

/**
 * A virtual clock for the server model: a timer fires on the next turn of the event loop and moves the clock to the
 * time it was set for, so a test sees the delays the model waits (`scheduled`) and when each request ends, not wall time.
 */
export class VirtualTimers implements ModelTimers {
  time = 0
  /** Every delay the model asked to wait, in order. */
  readonly scheduled: number[] = []
  private pending = new Map<number, { at: number; run: () => void }>()
  private sequence = 0

  now = () => this.time

  setTimeout = (run: () => void, ms: number) => {
    const id = ++this.sequence
    this.scheduled.push(ms)
    this.pending.set(id, { at: this.time + ms, run })
    setImmediate(() => this.fire(id))
    return id
  }

  clearTimeout = (handle: unknown) => {
    this.pending.delete(handle as number)
  }

  private fire(id: number) {
    const timer = this.pending.get(id)
    if (!timer) return
    this.pending.delete(id)
    this.time = Math.max(this.time, timer.at)
    timer.run()
  }
}
