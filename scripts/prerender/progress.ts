/** What the fetching side reports: products fetched of how many, and requests the backend is serving now. */
export interface FetchState {
  products: number
  expected: number
  inFlight: number
}

/**
 * Seconds a side must have been producing for (fetching: from its first answer to its latest, less the time it waited
 * for the renderers; rendering: since its first page) before its rate counts. Before that, a few answers or pages
 * arriving together (requests sent at once, the renderers' first pages) would make it look several times faster than
 * it is.
 */
export const MIN_SIGNAL_SECONDS = 3

/** A side's rate once it has enough signal, else null. */
interface Rate {
  perSecond: number
}

/** The fetching side at an answer: when, products fetched by then, and milliseconds it had waited for the renderers. */
interface FetchMark {
  at: number
  products: number
  waitedMs: number
}

/**
 * Progress on the terminal, fetching and rendering apart (either can be the slow side: the backend or this machine):
 * `prerender: fetched 3,400/10,000 products (85/s, 4 requests in flight) · rendered 2,900/10,912 pages (80/s) ·
 * ~90 s left`; a summary at the end.
 *
 * Each side's rate is measured from when it started producing, not from the build's start: the first seconds go to
 * building the bundles (the renderers wait for them) and to the first requests. Fetching counts from its first
 * answer to its latest, less the time it waited for the renderers (`fetchWaiting`: while the bundles build, it stops
 * once it is a read-ahead ahead of them); rendering counts from its first page. A side's rate, and the time left,
 * are left out until the totals are known and each side has produced for MIN_SIGNAL_SECONDS. The time left is the
 * later of the two sides' ends: the renderers cannot finish before the last product is fetched (its pages wait for
 * it), nor the build before the last page is rendered.
 */
export class Progress {
  private done = 0
  private readonly started: number
  private lastPrint = 0
  private expected = 0
  private fetch: FetchState = { products: 0, expected: 0, inFlight: 0 }
  /** The fetching side at its first answer (what its rate is measured from) and at its latest. */
  private firstFetch: FetchMark | null = null
  private lastFetch: FetchMark | null = null
  /** Milliseconds the fetching waited for the renderers before `waitingSince`, and since when it waits now. */
  private waitedMs = 0
  private waitingSince: number | null = null
  /** When the first page was rendered. */
  private firstPageAt: number | null = null

  constructor(
    private readonly label = 'prerender',
    private readonly out: NodeJS.WritableStream = process.stderr,
    private readonly intervalMs = process.stderr.isTTY ? 500 : 5000,
    private readonly now: () => number = Date.now,
  ) {
    this.started = now()
  }

  /** The pages this process will render (a shard's share may be fractional: rounded up). */
  expect(total: number): void {
    this.expected = Math.max(this.expected, Math.ceil(total))
  }

  fetched(state: FetchState): void {
    this.fetch = state
    if (state.products > (this.lastFetch?.products ?? 0)) {
      this.lastFetch = { at: this.now(), products: state.products, waitedMs: this.waited() }
      this.firstFetch ??= this.lastFetch
    }
    this.maybePrint()
  }

  /**
   * The fetching stops for the renderers (true: its read-ahead is full, fetch-plan.ts) or goes on (false). The time
   * in between is left out of its rate: it says how fast the backend answers, not how long the bundles took.
   */
  fetchWaiting(waiting: boolean): void {
    const now = this.now()
    if (waiting) this.waitingSince ??= now
    else if (this.waitingSince !== null) {
      this.waitedMs += now - this.waitingSince
      this.waitingSince = null
    }
  }

  private waited(): number {
    return this.waitedMs + (this.waitingSince === null ? 0 : this.now() - this.waitingSince)
  }

  pageDone(): void {
    this.done++
    this.firstPageAt ??= this.now()
    this.maybePrint()
  }

  get pages(): number {
    return this.done
  }

  get seconds(): number {
    return (this.now() - this.started) / 1000
  }

  /** Pages a second over the whole build so far (the summary's). */
  rate(): number {
    return this.done / Math.max(this.seconds, 0.001)
  }

  /** Products a second from the first answer to the latest, less the time the fetching waited for the renderers. */
  private fetchRate(): Rate | null {
    const first = this.firstFetch
    const last = this.lastFetch
    if (!first || !last) return null
    const seconds = (last.at - first.at - (last.waitedMs - first.waitedMs)) / 1000
    const products = last.products - first.products
    if (seconds < MIN_SIGNAL_SECONDS || products <= 0) return null
    return { perSecond: products / seconds }
  }

  /** Pages a second since the first page. */
  private renderRate(): Rate | null {
    if (this.firstPageAt === null) return null
    const seconds = (this.now() - this.firstPageAt) / 1000
    const pages = this.done - 1
    if (seconds < MIN_SIGNAL_SECONDS || pages <= 0) return null
    return { perSecond: pages / seconds }
  }

  /** Seconds until both sides are done, or null while either side has too little signal or its total is unknown. */
  secondsLeft(): number | null {
    const fetchLeft = left(this.fetch.products, this.fetch.expected, this.fetchRate())
    const renderLeft = left(this.done, this.expected, this.renderRate())
    if (fetchLeft === null || renderLeft === null) return null
    return Math.max(fetchLeft, renderLeft)
  }

  line(): string {
    const fetchRate = this.fetchRate()
    const renderRate = this.renderRate()
    const count = (n: number, of: number) =>
      `${n.toLocaleString('en-US')}${of ? `/${of.toLocaleString('en-US')}` : ''}`
    const perSecond = (rate: Rate | null) => (rate ? `${rate.perSecond.toFixed(0)}/s` : null)
    const state =
      this.waitingSince === null ? `${this.fetch.inFlight} requests in flight` : 'waiting for the renderers'
    const fetching = `fetched ${count(this.fetch.products, this.fetch.expected)} products (${[perSecond(fetchRate), state].filter(Boolean).join(', ')})`
    const renderPerSecond = perSecond(renderRate)
    const rendering = `rendered ${count(this.done, this.expected)} pages${renderPerSecond ? ` (${renderPerSecond})` : ''}`
    const secondsLeft = this.secondsLeft()
    const timeLeft = secondsLeft === null ? '' : ` · ~${Math.ceil(secondsLeft)} s left`
    return `${this.label}: ${fetching} · ${rendering}${timeLeft}`
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

/** Seconds a side needs for the rest of its total at its rate: 0 once done, null while total or rate is unknown. */
function left(done: number, total: number, rate: Rate | null): number | null {
  if (total > 0 && done >= total) return 0
  if (!total || !rate) return null
  return (total - done) / rate.perSecond
}
