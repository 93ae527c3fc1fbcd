interface Times {
  requests: number
  products: number
  ms: number
}

/** Per-operation request times as a proxy sees them, and the most requests in flight at once. */
export class OperationTimes {
  private byOperation = new Map<string, Times>()
  private inFlight = 0
  private peak = 0
  private started: number | null = null
  private last = 0

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** A request of `operation` begins; call the result with the products its answer held when it ends. */
  start(operation: string): (products: number) => void {
    const began = this.now()
    this.started ??= began
    this.inFlight++
    this.peak = Math.max(this.peak, this.inFlight)
    return (products) => {
      this.inFlight--
      const ended = this.now()
      this.last = Math.max(this.last, ended)
      const times = this.byOperation.get(operation) ?? { requests: 0, products: 0, ms: 0 }
      times.requests++
      times.products += products
      times.ms += ended - began
      this.byOperation.set(operation, times)
    }
  }

  reset(): void {
    this.byOperation.clear()
    this.peak = 0
    this.started = null
    this.last = 0
  }

  /** A Markdown table, the slowest operation first, and the span from the first request to the last answer. */
  table(): string {
    const rows = [...this.byOperation].sort(([, a], [, b]) => b.ms - a.ms)
    const span = this.started === null ? 0 : (this.last - this.started) / 1000
    const lines = [
      '| operation | requests | products | request seconds | ms/request | ms/product |',
      '|---|---|---|---|---|---|',
      ...rows.map(
        ([name, t]) =>
          `| ${name} | ${t.requests} | ${t.products} | ${(t.ms / 1000).toFixed(1)} | ${(t.ms / t.requests).toFixed(0)} | ${t.products ? (t.ms / t.products).toFixed(1) : '–'} |`,
      ),
      '',
      `${span.toFixed(1)} s from the first request to the last answer; at most ${this.peak} requests in flight`,
    ]
    return lines.join('\n')
  }
}
