import { describe, expect, it } from 'vitest'
import { MIN_SIGNAL_SECONDS, Progress } from '../../scripts/prerender/progress'

/** A Progress on a fake clock whose printed lines are kept with the time they were printed at. */
function fakeProgress(intervalMs: number) {
  const clock = { now: 0 }
  const printed: { at: number; line: string }[] = []
  const out = { write: (text: string) => (printed.push({ at: clock.now, line: text.trim() }), true) }
  const progress = new Progress(
    'prerender',
    out as unknown as NodeJS.WritableStream,
    intervalMs,
    () => clock.now,
  )
  return { clock, printed, progress }
}

describe('the prerender’s progress line', () => {
  it('shows fetching and rendering apart, each side’s rate from when it started producing, and the time left', () => {
    const { clock, printed, progress } = fakeProgress(5000)
    // The first answers, 2 s in (the requests before them list the ids): nothing to measure a rate on yet.
    clock.now = 2000
    progress.fetched({ products: 100, expected: 0, inFlight: 4 })
    progress.expect(10_911.5)
    progress.fetched({ products: 100, expected: 10_000, inFlight: 4 })
    expect(progress.line()).toBe(
      'prerender: fetched 100/10,000 products (4 requests in flight) · rendered 0/10,912 pages',
    )
    // 8 s in: 600 more products in 6 s; the first page rendered (the bundles were building until then).
    clock.now = 8000
    progress.fetched({ products: 700, expected: 10_000, inFlight: 4 })
    progress.pageDone()
    expect(progress.line()).toBe(
      'prerender: fetched 700/10,000 products (100/s, 4 requests in flight) · rendered 1/10,912 pages',
    )
    // 12 s in: 400 pages in the 4 s since the first, 100 pages/s: 10,511 pages left, ~106 s; the fetching side
    // 9,300 products at 100/s, 93 s. The build's first 8 s are in neither rate.
    clock.now = 12_000
    for (let i = 0; i < 400; i++) progress.pageDone()
    expect(progress.line()).toBe(
      'prerender: fetched 700/10,000 products (100/s, 4 requests in flight) · rendered 401/10,912 pages (100/s) · ~106 s left',
    )
    // The fetching waits 5 s for the renderers (its read-ahead full), then goes on: the wait does not slow its rate.
    progress.fetchWaiting(true)
    expect(progress.line()).toContain('fetched 700/10,000 products (100/s, waiting for the renderers)')
    clock.now = 17_000
    progress.fetchWaiting(false)
    // 20 s in: 700 more products in the 12 s since the last answer, 5 of them waiting: still 100/s.
    clock.now = 20_000
    progress.fetched({ products: 1400, expected: 10_000, inFlight: 3 })
    expect(progress.line()).toContain('fetched 1,400/10,000 products (100/s, 3 requests in flight)')
    // Printed at most once per interval.
    expect(printed.map((p) => p.at)).toEqual([8000, 20_000])
    // The summary counts from the build's start.
    expect(progress.summary()).toBe('prerender: 401 pages in 20.0 s (20 pages/s)')
  })

  it('says nothing of the time left until both totals are known, and then the later side’s end', () => {
    const { clock, progress } = fakeProgress(1000)
    progress.fetched({ products: 50, expected: 0, inFlight: 4 })
    clock.now = 10_000
    for (let i = 0; i < 1000; i++) progress.pageDone()
    clock.now = 20_000
    for (let i = 0; i < 1000; i++) progress.pageDone()
    progress.fetched({ products: 2050, expected: 0, inFlight: 4 })
    expect(progress.secondsLeft()).toBeNull()
    expect(progress.line()).not.toContain('left')
    progress.expect(4000)
    expect(progress.secondsLeft()).toBeNull()
    progress.fetched({ products: 2050, expected: 3000, inFlight: 4 })
    // Rendering: 2,000 pages left at 1,999 pages in the 10 s since the first, 10 s; fetching: 950 products at
    // 100/s, 9.5 s.
    expect(progress.secondsLeft()).toBeCloseTo(2000 / 199.9, 2)
    expect(progress.line()).toContain(' · ~11 s left')
    // The renderers cannot finish before the last product is fetched: a backend that slows down decides.
    clock.now = 30_000
    for (let i = 0; i < 1500; i++) progress.pageDone()
    progress.fetched({ products: 2100, expected: 3000, inFlight: 4 })
    // Fetching: 2,050 products in 30 s, 900 left, 13 s; rendering: 500 pages left at 175/s, 3 s.
    expect(progress.secondsLeft()).toBeCloseTo(900 / (2050 / 30), 2)
    // Fetched: the renderers' pages are all that is left.
    progress.fetched({ products: 3000, expected: 3000, inFlight: 0 })
    expect(progress.secondsLeft()).toBeCloseTo(500 / (3499 / 20), 2)
    for (let i = 0; i < 500; i++) progress.pageDone()
    expect(progress.secondsLeft()).toBe(0)
  })

  it('gives no rate until a side has produced for a few seconds', () => {
    const { clock, progress } = fakeProgress(1000)
    progress.expect(1000)
    // Four answers at once, and the renderers' first pages together: no rate yet, however fast that looks.
    clock.now = 1000
    for (const products of [50, 100, 150, 200]) progress.fetched({ products, expected: 900, inFlight: 3 })
    for (let i = 0; i < 40; i++) progress.pageDone()
    clock.now = 1000 + MIN_SIGNAL_SECONDS * 1000 - 1
    progress.fetched({ products: 300, expected: 900, inFlight: 4 })
    expect(progress.line()).toBe(
      'prerender: fetched 300/900 products (4 requests in flight) · rendered 40/1,000 pages',
    )
    clock.now = 1000 + MIN_SIGNAL_SECONDS * 1000
    progress.fetched({ products: 350, expected: 900, inFlight: 4 })
    expect(progress.line()).toMatch(
      /\(100\/s, 4 requests in flight\) · rendered 40\/1,000 pages \(13\/s\) · ~\d+ s left$/,
    )
  })
})

/** A simulated build of a catalogue, its two sides at steady rates once they can run. */
interface SimulatedBuild {
  products: number
  /** Products a second the backend answers with CONCURRENCY detail requests in flight. */
  fetchPerSecond: number
  /** Pages a second the renderers make once the bundles are built, when they have products to render. */
  renderPerSecond: number
  /** Seconds the bundles take to build: the renderers wait, the fetching runs (as far as its read-ahead). */
  bundleSeconds: number
  /**
   * How the ids are listed: the companion plugin's list in one request (`bulk`), or WooGraphQL's cursor pages of 100,
   * one after another, each taking one of the CONCURRENCY slots ahead of the details, also while the details wait.
   */
  ids: 'bulk' | 'cursor'
}

const BATCH = 50
const CONCURRENCY = 4
/** Batches fetched ahead of the renderers at most (fetch-plan.ts: 1,000 products). */
const READ_AHEAD_BATCHES = 20
/** Pages per product: its own and its share of the listings (10,912 pages for 10,000 products). */
const PAGES_PER_PRODUCT = 1.0912
/** Pages after the last product: home, categories, information pages. */
const TAIL_PAGES = 30
/** The requests before the ids (settings, categories). */
const FIRST_REQUESTS_MS = 1000
/** One request for every id (the companion plugin), or one cursor page of 100 ids (issue 26: ~0.36 s). */
const BULK_IDS_MS = 500
const ID_PAGE_MS = 360
/** Pages the renderers hold at most before the build waits for them. */
const RENDER_QUEUE_PAGES = 200

/**
 * Runs the build on a fake clock in steps of 10 ms and reports it as run-prerender.ts and fetch-plan.ts do (a detail
 * answer: `fetched`; the read-ahead full with no detail request in flight: `fetchWaiting`; a page rendered:
 * `pageDone`). Answers the lines the progress printed, each with the true time left at that moment.
 */
function simulate(build: SimulatedBuild) {
  const { clock, printed, progress } = fakeProgress(1000)
  const stepMs = 10
  const batches = Math.ceil(build.products / BATCH)
  const detailMs = (CONCURRENCY * BATCH * 1000) / build.fetchPerSecond
  const productPages = Math.round(build.products * PAGES_PER_PRODUCT)
  const totalPages = productPages + TAIL_PAGES
  let idsKnown = 0
  let idsRequest: number | null = null
  let details: number[] = []
  let fetched = 0
  let started = 0
  let completed = 0
  let handedOn = 0
  let waiting = false
  let tailAdded = false
  let queuedPages = 0
  let rendered = 0
  let renderedWhole = 0
  for (let now = 0; ; now += stepMs) {
    clock.now = now
    // Answers that arrived.
    if (idsRequest !== null && idsRequest <= now) {
      idsRequest = null
      idsKnown = Math.min(build.products, idsKnown + (build.ids === 'bulk' ? build.products : 100))
    }
    const answered = details.filter((end) => end <= now).length
    details = details.filter((end) => end > now)
    for (let i = 0; i < answered; i++) {
      completed++
      fetched = Math.min(build.products, fetched + BATCH)
      if (completed === 1) progress.expect(totalPages)
      progress.fetched({
        products: fetched,
        expected: build.products,
        inFlight: details.length + answered - 1 - i + (idsRequest === null ? 0 : 1),
      })
    }
    // Requests: the ids first (urgent), then details whose ids are known, CONCURRENCY at once, READ_AHEAD ahead.
    if (now >= FIRST_REQUESTS_MS) {
      if (idsRequest === null && idsKnown < build.products)
        idsRequest = now + (build.ids === 'bulk' ? BULK_IDS_MS : ID_PAGE_MS)
      const idsKnownFor = (batch: number) => idsKnown >= Math.min(build.products, (batch + 1) * BATCH)
      while (
        details.length + (idsRequest === null ? 0 : 1) < CONCURRENCY &&
        started < batches &&
        idsKnownFor(started) &&
        started - handedOn < READ_AHEAD_BATCHES
      ) {
        details.push(now + detailMs)
        started++
      }
    }
    const waitingNow = started - handedOn >= READ_AHEAD_BATCHES && details.length === 0 && started < batches
    if (waitingNow !== waiting) progress.fetchWaiting((waiting = waitingNow))
    // The renderers: once the bundles are built, the next batch when they have room, at their pace.
    if (now < build.bundleSeconds * 1000) continue
    while (handedOn < completed && queuedPages < RENDER_QUEUE_PAGES) {
      handedOn++
      queuedPages += BATCH * PAGES_PER_PRODUCT
    }
    if (handedOn === batches && !tailAdded) {
      tailAdded = true
      queuedPages += TAIL_PAGES
    }
    const pages = Math.min(queuedPages, (build.renderPerSecond * stepMs) / 1000)
    queuedPages -= pages
    rendered += pages
    const last = tailAdded && queuedPages < 1e-6
    while (renderedWhole < (last ? totalPages : Math.min(Math.floor(rendered), totalPages))) {
      renderedWhole++
      progress.pageDone()
    }
    if (last)
      return {
        totalPages,
        lines: printed.map(({ at, line }) => ({
          at,
          line,
          secondsLeft: (now - at) / 1000,
          pages: Number(/rendered ([\d,]+)/.exec(line)![1]!.replace(/,/g, '')),
          estimate: /~(\d+) s left/.exec(line)?.[1],
        })),
      }
  }
}

describe('the time left, against simulated builds of 10,000 products', () => {
  const builds: Record<string, SimulatedBuild> = {
    // A real shop: 85 products a second, the renderers waiting for it (after catching up on the read-ahead).
    'fetch-bound': {
      products: 10_000,
      fetchPerSecond: 85,
      renderPerSecond: 300,
      bundleSeconds: 20,
      ids: 'bulk',
    },
    // The embedded backend: the read-ahead fills in 3 s, then waits for renderers at 80 pages a second.
    'render-bound': {
      products: 10_000,
      fetchPerSecond: 500,
      renderPerSecond: 80,
      bundleSeconds: 20,
      ids: 'bulk',
    },
    // Both sides about as fast: whichever is slower at the moment decides.
    balanced: { products: 10_000, fetchPerSecond: 90, renderPerSecond: 100, bundleSeconds: 20, ids: 'bulk' },
    // A slow shop and long bundles: the fetching stops at its read-ahead long before the renderers start.
    'slow shop, long bundles': {
      products: 10_000,
      fetchPerSecond: 40,
      renderPerSecond: 300,
      bundleSeconds: 40,
      ids: 'bulk',
    },
    // Without the companion plugin's id listing: cursor pages of ids keep a request in flight while the details
    // wait for the renderers, which must not count as the details' time.
    'fetch-bound, ids by cursor, long bundles': {
      products: 10_000,
      fetchPerSecond: 85,
      renderPerSecond: 300,
      bundleSeconds: 40,
      ids: 'cursor',
    },
  }

  for (const [name, build] of Object.entries(builds)) {
    it(`${name}: from 10 % of the pages on, every estimate is within a factor of 2 of the time left`, () => {
      const { totalPages, lines } = simulate(build)
      // Nothing while the renderers have not produced for long enough to measure them.
      for (const { at, estimate } of lines)
        if (at < (build.bundleSeconds + MIN_SIGNAL_SECONDS) * 1000) expect(estimate).toBeUndefined()
      const checked = lines.filter(({ pages }) => pages >= totalPages / 10)
      expect(checked.length).toBeGreaterThan(20)
      // Within a factor of 2, and over it by at most a second and one detail request at the very end: the line rounds
      // up to whole seconds, and the renderers, having waited for each round of answers, look no faster than the
      // backend until its last answers are in (at 40 products/s: 6 s left shown when under a second is).
      const slack = 1 + (CONCURRENCY * BATCH) / build.fetchPerSecond
      for (const { line, secondsLeft, estimate } of checked) {
        const context = `${line} (true: ${secondsLeft.toFixed(1)} s)`
        // From 10 % on, an estimate on every line (both sides have produced for a few seconds by then).
        expect(estimate, context).toBeDefined()
        expect(Number(estimate), context).toBeLessThanOrEqual(Math.max(2 * secondsLeft, secondsLeft + slack))
        expect(Number(estimate), context).toBeGreaterThanOrEqual(secondsLeft / 2)
      }
    })
  }
})
