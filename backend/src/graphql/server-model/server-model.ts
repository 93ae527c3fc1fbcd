import type { Plugin } from 'graphql-yoga'
import { REAL_WOOCOMMERCE, type ServerCosts } from './real-woocommerce-costs'
import { modelledMilliseconds, tallyProducts } from './response-cost'
import { createWorkerPool, type ModelTimers } from './worker-pool'

export const SERVER_MODELS = ['real-woocommerce'] as const

/**
 * The calibrated model of a real server (benchmarks only; off unless asked for): every GraphQL request waits for one of
 * `workers` and holds it for what its answer costs the real stack (real-woocommerce-costs.ts).
 */
export interface ServerModelOptions {
  model: (typeof SERVER_MODELS)[number]
  /** Requests served at once; default 4, PHP's built-in server as measured. */
  workers?: number
  /** Cores the workers share; default 2, the machine measured. */
  cores?: number
  /** Tests: a virtual clock and timer. */
  timers?: ModelTimers
}

export interface ServerModelSettings {
  model: ServerModelOptions['model']
  workers: number
  cores: number
  /** Requests served so far and the worker time they were held for (benchmarks report it beside their own time). */
  served(): { requests: number; workerSeconds: number }
}

/** The model's yoga plugin (prices each answer by its products) and its worker pool. */
export function createServerModel(opts: ServerModelOptions) {
  const costs: ServerCosts = {
    ...REAL_WOOCOMMERCE,
    workers: opts.workers ?? REAL_WOOCOMMERCE.workers,
    cores: opts.cores ?? REAL_WOOCOMMERCE.cores,
  }
  for (const [name, value] of [
    ['workers', costs.workers],
    ['cores', costs.cores],
  ] as const)
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`server model: ${name} must be 1 or more, got ${value}`)
  const pool = createWorkerPool({ workers: costs.workers, cores: costs.cores, timers: opts.timers })
  const priced = new WeakMap<Request, number>()
  const total = { requests: 0, workerMs: 0 }
  const served = () => ({ requests: total.requests, workerSeconds: total.workerMs / 1000 })

  const plugin: Plugin = {
    onExecute() {
      return {
        onExecuteDone({ args, result }) {
          // graphql-yoga puts the request in every operation's context.
          const request = (args.contextValue as { request?: Request } | undefined)?.request
          if (!result || Symbol.asyncIterator in result || !request) return
          const tally = tallyProducts(args.schema, args.document, args.operationName, result.data)
          priced.set(request, modelledMilliseconds(tally, costs))
        },
      }
    },
  }

  return {
    settings: {
      model: opts.model,
      workers: costs.workers,
      cores: costs.cores,
      served,
    } satisfies ServerModelSettings,
    plugin,
    /** Runs a request on a worker, held for what its answer costs (the request alone when none ran). */
    serve<T>(request: Request, answer: () => T | Promise<T>): Promise<T> {
      return pool.serve(answer, () => {
        const ms = priced.get(request) ?? costs.requestMs
        total.requests++
        total.workerMs += ms
        return ms
      })
    },
  }
}

export type ServerModel = ReturnType<typeof createServerModel>
