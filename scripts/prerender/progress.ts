/** What the fetching side reports: products fetched of how many, and requests the backend is serving now. */
export interface FetchState {
  products: number
  expected: number
  inFlight: number
}

/**
 * Progress on the terminal, fetching and rendering apart (either can be the slow side: the backend or this machine):
 * `prerender: fetched 3,400/10,000 products (85/s, 4 requests in flight) · rendered 2,900/10,912 pages (80/s) ·
 * ~90 s left`; a summary at the end.
 */
export class Progress {
  private done = 0
  private readonly started: number
  private lastPrint = 0
  private expected = 0
  private fetch: FetchState = { products: 0, expected: 0, inFlight: 0 }

  constructor(
    private readonly label = 'prerender',
    private readonly out: NodeJS.WritableStream = process.stderr,
    private readonly intervalMs = process.stderr.isTTY ? 500 : 5000,
    private readonly now: () => number = Date.now,
  ) {
    this.started = now()
  }

  expect(total: number): void {
    this.expected = Math.max(this.expected, total)
  }

  fetched(state: FetchState): void {
    this.fetch = state
    this.maybePrint()
  }

  pageDone(): void {
    this.done++
    this.maybePrint()
  }

  get pages(): number {
    return this.done
  }

  get seconds(): number {
    return (this.now() - this.started) / 1000
  }

  rate(): number {
    return this.done / Math.max(this.seconds, 0.001)
  }

  line(): string {
    const seconds = Math.max(this.seconds, 0.001)
    const rate = this.rate()
    const fetchRate = this.fetch.products / seconds
    // Time left: whichever side will finish last at its pace so far.
    const renderLeft = this.expected > this.done && rate > 0 ? (this.expected - this.done) / rate : 0
    const fetchLeft =
      this.fetch.expected > this.fetch.products && fetchRate > 0
        ? (this.fetch.expected - this.fetch.products) / fetchRate
        : 0
    const of = (n: number) => (n ? `/${n.toLocaleString('en-US')}` : '')
    const fetching = `fetched ${this.fetch.products.toLocaleString('en-US')}${of(this.fetch.expected)} products (${fetchRate.toFixed(0)}/s, ${this.fetch.inFlight} requests in flight)`
    const rendering = `rendered ${this.done.toLocaleString('en-US')}${of(this.expected)} pages (${rate.toFixed(0)}/s)`
    return `${this.label}: ${fetching} · ${rendering} · ~${Math.ceil(Math.max(renderLeft, fetchLeft))} s left`
  }

  summary(): string {
    return `${this.label}: ${this.done.toLocaleString('en-US')} pages in ${this.seconds.toFixed(1)} s (${this.rate().toFixed(0)} pages/s)`
  }

  private maybePrint(): void {
    const now = this.now()
    if (now - this.lastPrint >= this.intervalMs) {
      this.lastPrint = now
      this.out.write(`${this.line()}\n`)
    }
  }
}
