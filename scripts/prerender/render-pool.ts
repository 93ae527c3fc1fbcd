import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { JobDone, PageSink, RenderJob } from './render-job'

const WORKER = fileURLToPath(new URL('./render-worker.ts', import.meta.url))

/** Jobs sent ahead to each worker, so none waits for the next while the coordinator fetches. */
const IN_FLIGHT_PER_WORKER = 8

/**
 * A larger young generation: rendering allocates many short-lived strings, and the default one made the
 * workers spend a sixth of their time collecting garbage.
 */
const WORKER_FLAGS = ['--import', 'tsx', '--max-semi-space-size=32']

interface Worker {
  child: ChildProcess
  inFlight: Map<number, RenderJob>
}

type Reply = { ready?: true; done?: number; error?: string; fatal?: string; closed?: true; peakMb?: number }

/**
 * Renders on `size` worker processes (React's renderer is single-threaded) while this process fetches the
 * catalogue once and builds the payloads. Each job goes to the worker with the fewest jobs in flight;
 * `submit` waits while all are full, so memory stays flat however large the catalogue is.
 */
export async function createRenderPool(opts: {
  size: number
  distDir: string
  buildId: string
  onDone: JobDone
}): Promise<
  PageSink & { /** Each worker's peak resident memory in MB, once closed. */ peaksMb(): number[] }
> {
  let nextId = 0
  let failure: Error | null = null
  const peaks: number[] = []
  let slotFreed: (() => void) | null = null
  const closed: Promise<void>[] = []

  const fail = (error: Error) => {
    failure ??= error
    slotFreed?.()
  }
  const workers = await Promise.all(
    Array.from({ length: opts.size }, () => startWorker(opts.distDir, opts.buildId)),
  )
  for (const worker of workers) {
    let closedResolve!: () => void
    closed.push(new Promise((resolve) => (closedResolve = resolve)))
    worker.child.on('message', (reply: Reply) => {
      if (reply.done !== undefined) {
        const job = worker.inFlight.get(reply.done)!
        worker.inFlight.delete(reply.done)
        opts.onDone(job, reply.error === undefined ? undefined : new Error(reply.error))
        slotFreed?.()
      }
      if (reply.fatal) fail(new Error(`Prerender worker failed: ${reply.fatal}`))
      if (reply.closed) {
        peaks.push(reply.peakMb ?? 0)
        closedResolve()
      }
    })
    worker.child.on('exit', (code) => {
      if (code !== 0) fail(new Error(`A prerender worker exited with code ${code}`))
      closedResolve()
    })
  }

  const freeWorker = () =>
    workers
      .filter((w) => w.inFlight.size < IN_FLIGHT_PER_WORKER)
      .sort((a, b) => a.inFlight.size - b.inFlight.size)[0]

  return {
    async submit(job) {
      let worker = freeWorker()
      while (!worker && !failure) {
        await new Promise<void>((resolve) => (slotFreed = resolve))
        worker = freeWorker()
      }
      if (failure) throw failure
      const id = nextId++
      worker!.inFlight.set(id, job)
      worker!.child.send({ id, job: { ...job, payload: undefined } })
    },
    async close() {
      for (const worker of workers) worker.child.send({ close: true })
      await Promise.all(closed)
      if (failure) throw failure
    },
    peaksMb: () => peaks,
  }
}

function startWorker(distDir: string, buildId: string): Promise<Worker> {
  // React's production renderer whatever the caller's NODE_ENV (a test runner sets `test`): what ships is rendered.
  const child = fork(WORKER, [], {
    execArgv: WORKER_FLAGS,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  return new Promise((resolve, reject) => {
    child.once('message', (reply: Reply) =>
      reply.ready ? resolve({ child, inFlight: new Map() }) : reject(new Error(reply.fatal)),
    )
    child.once('error', reject)
    child.send({ init: { distDir, buildId } })
  })
}
