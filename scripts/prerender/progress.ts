/** Progress on the terminal: pages done, pages/s, time left; a summary at the end. */
export class Progress {
  private done = 0
  private readonly started = Date.now()
  private lastPrint = 0
  private expected = 0

  constructor(
    private readonly label = 'prerender',
    private readonly out: NodeJS.WritableStream = process.stderr,
    private readonly intervalMs = process.stderr.isTTY ? 500 : 5000,
  ) {}

  expect(total: number): void {
    this.expected = Math.max(this.expected, total)
  }

  pageDone(): void {
    this.done++
    const now = Date.now()
    if (now - this.lastPrint >= this.intervalMs) {
      this.lastPrint = now
      this.out.write(`${this.line()}\n`)
    }
  }

  get pages(): number {
    return this.done
  }

  get seconds(): number {
    return (Date.now() - this.started) / 1000
  }

  rate(): number {
    return this.done / Math.max(this.seconds, 0.001)
  }

  line(): string {
    const rate = this.rate()
    const left = this.expected > this.done && rate > 0 ? Math.ceil((this.expected - this.done) / rate) : 0
    const total = this.expected ? `/${this.expected.toLocaleString('en-US')}` : ''
    return `${this.label}: ${this.done.toLocaleString('en-US')}${total} pages · ${rate.toFixed(0)} pages/s · ~${left} s left`
  }

  summary(): string {
    return `${this.label}: ${this.done.toLocaleString('en-US')} pages in ${this.seconds.toFixed(1)} s (${this.rate().toFixed(0)} pages/s)`
  }
}
