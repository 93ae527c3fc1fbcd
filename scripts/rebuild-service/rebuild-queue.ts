/** What a rebuild is asked to do: the products and categories of every notification since the last one started. */
export interface RebuildRequest {
  products: number[]
  categories: number[]
  /** The notifications it answers (their ids). */
  notifications: string[]
  /** When the first of them arrived (ms since the epoch). */
  waitingSince: number
}

export interface QueueOptions {
  /** Waits this long after a notification for more (an editor's ten saves, an import's batches). */
  quietMs: number
  /** ...but never longer than this after the first one waiting. */
  maxWaitMs: number
  /** After a failed rebuild, its changes are tried again this much later (the shop or the disk may be back). */
  retryMs: number
  run: (request: RebuildRequest) => Promise<void>
  log?: (line: string) => void
}

/**
 * One rebuild at a time: notifications are gathered while it waits for quiet and while a rebuild runs; the next
 * rebuild takes them all. A failed rebuild's changes go back in the queue.
 */
export class RebuildQueue {
  private products = new Set<number>()
  private categories = new Set<number>()
  private notifications: string[] = []
  private firstWaiting: number | null = null
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  private stopped = false
  /** Rebuilds run so far (for the status answer). */
  runs = 0

  constructor(private readonly opts: QueueOptions) {}

  get busy(): boolean {
    return this.running !== null
  }

  get waiting(): number {
    return this.notifications.length
  }

  add(notification: { id: string; products: number[]; categories: number[] }) {
    for (const id of notification.products) this.products.add(id)
    for (const id of notification.categories) this.categories.add(id)
    this.notifications.push(notification.id)
    this.firstWaiting ??= Date.now()
    if (!this.running) this.schedule(this.opts.quietMs)
  }

  /** A failed rebuild's changes, back in the queue with the notifications they answer. */
  private requeue(request: RebuildRequest) {
    for (const id of request.products) this.products.add(id)
    for (const id of request.categories) this.categories.add(id)
    this.notifications.push(...request.notifications)
    this.firstWaiting ??= request.waitingSince
  }

  /** Stops taking turns; resolves when a rebuild under way has ended. */
  async stop() {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await this.running
  }

  /** Starts the next rebuild after `delayMs`, or sooner when changes have waited `maxWaitMs` (not after a failure). */
  private schedule(delayMs: number, retrying = false) {
    if (this.stopped) return
    if (this.timer) clearTimeout(this.timer)
    const waited = Date.now() - (this.firstWaiting ?? Date.now())
    const delay = retrying ? delayMs : Math.min(delayMs, this.opts.maxWaitMs - waited)
    this.timer = setTimeout(() => this.start(), Math.max(0, delay))
  }

  private start() {
    this.timer = null
    if (this.running || this.stopped || !this.notifications.length) return
    const request: RebuildRequest = {
      products: [...this.products].sort((a, b) => a - b),
      categories: [...this.categories].sort((a, b) => a - b),
      notifications: this.notifications,
      waitingSince: this.firstWaiting ?? Date.now(),
    }
    this.products = new Set()
    this.categories = new Set()
    this.notifications = []
    this.firstWaiting = null
    this.runs++
    this.running = this.opts
      .run(request)
      .then(() => false)
      .catch((error: unknown) => {
        this.opts.log?.(
          `Rebuild failed, tried again in ${this.opts.retryMs / 1000} s: ${(error as Error).message}`,
        )
        this.requeue(request)
        return true
      })
      .then((failed) => {
        this.running = null
        if (this.notifications.length) this.schedule(failed ? this.opts.retryMs : this.opts.quietMs, failed)
      })
  }
}
