import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { PrerenderOptions, PrerenderResult } from './run-prerender'

export interface ShardOutcome extends PrerenderResult {
  peakMb: number
}

const CHILD = fileURLToPath(new URL('./shard-process.ts', import.meta.url))

/**
 * Prerenders on `jobs` processes at once (the renderer is single-threaded): shard i/jobs in process i,
 * each writing its own pages and shard record. Resolves when all are done; the first failure rejects.
 */
export function prerenderInParallel(
  jobs: number,
  options: Omit<PrerenderOptions, 'shard'>,
): Promise<ShardOutcome[]> {
  return Promise.all(
    Array.from({ length: jobs }, (_, index) => {
      return new Promise<ShardOutcome>((resolve, reject) => {
        const child = fork(CHILD, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' })
        let outcome: ShardOutcome | null = null
        child.on('message', (message: { outcome?: ShardOutcome; error?: string }) => {
          if (message.outcome) outcome = message.outcome
          if (message.error) reject(new Error(message.error))
        })
        child.on('error', reject)
        child.on('exit', (code) =>
          outcome && code === 0
            ? resolve(outcome)
            : reject(new Error(`Prerender shard ${index + 1}/${jobs} failed`)),
        )
        child.send({ ...options, shard: { index, count: jobs } })
      })
    }),
  )
}
