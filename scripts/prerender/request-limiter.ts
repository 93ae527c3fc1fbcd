/**
 * At most `size` requests to the backend at once, the rest waiting in order. A real shop serves a fixed number of
 * requests at a time (PHP's built-in server 4, a small PHP-FPM pool 5): more in flight only queue on its side, while
 * fewer leave its workers idle. `urgent` requests (the listing of ids that feeds every other) go to the front.
 */
export class RequestLimiter {
  private running = 0
  private readonly waiting: (() => void)[] = []
  /** Requests sent so far. */
  requests = 0

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1)
      throw new Error(`Concurrency must be a whole number ≥ 1, not ${size}`)
  }

  get inFlight(): number {
    return this.running
  }

  async run<T>(request: () => Promise<T>, urgent = false): Promise<T> {
    if (this.running >= this.size) {
      await new Promise<void>((resolve) =>
        urgent ? this.waiting.unshift(resolve) : this.waiting.push(resolve),
      )
    } else {
      this.running++
    }
    this.requests++
    try {
      return await request()
    } finally {
      const next = this.waiting.shift()
      // The slot passes to the next request as it is, so `running` only drops when nobody waits.
      if (next) next()
      else this.running--
    }
  }
}
