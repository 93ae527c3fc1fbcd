/** The clock and timer the pool waits with (tests give a virtual one; never a busy loop: the model burns no CPU). */
export interface ModelTimers {
  now(): number
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const REAL_TIMERS: ModelTimers = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

interface Job {
  remaining: number
  done: () => void
}

/** Below this many milliseconds of work left a job is finished (float error, timers firing a little early). */
const EPSILON_MS = 0.01

/**
 * A fixed number of workers (PHP's built-in server, a PHP-FPM pool) sharing a number of cores: a request waits for a
 * free worker, then holds it while its work runs; with more busy workers than cores each runs at cores/busy speed
 * (processor sharing). Work is only waited for, on one timer: the next job to finish.
 */
export function createWorkerPool(opts: { workers: number; cores: number; timers?: ModelTimers }) {
  const timers = opts.timers ?? REAL_TIMERS
  const waiting: (() => void)[] = []
  const running = new Set<Job>()
  let busy = 0
  let last = timers.now()
  let timer: unknown = null

  const speed = () => Math.min(1, opts.cores / Math.max(1, running.size))

  /** Counts the work done since the last event, ends the jobs done, and waits for the next to end. */
  function step() {
    const now = timers.now()
    const done = (now - last) * speed()
    last = now
    for (const job of running) {
      job.remaining -= done
      if (job.remaining <= EPSILON_MS) {
        running.delete(job)
        job.done()
      }
    }
    if (timer !== null) timers.clearTimeout(timer)
    timer = null
    if (!running.size) return
    const next = Math.min(...[...running].map((job) => job.remaining))
    timer = timers.setTimeout(step, next / speed())
  }

  async function acquire() {
    if (busy < opts.workers) busy++
    else await new Promise<void>((resolve) => waiting.push(resolve))
  }

  function release() {
    const next = waiting.shift()
    if (next) next()
    else busy--
  }

  /** Holds the caller's worker for `ms` of work at this pool's speed. */
  function work(ms: number) {
    return new Promise<void>((resolve) => {
      step()
      running.add({ remaining: ms, done: resolve })
      step()
    })
  }

  return {
    /** Waits for a worker, runs `answer` on it, then holds the worker for the work `costOf` that answer is. */
    async serve<T>(answer: () => T | Promise<T>, costOf: (result: T) => number): Promise<T> {
      await acquire()
      try {
        const result = await answer()
        await work(costOf(result))
        return result
      } finally {
        release()
      }
    },
    /** Workers busy and requests waiting for one. */
    load: () => ({ busy, waiting: waiting.length }),
  }
}

export type WorkerPool = ReturnType<typeof createWorkerPool>
