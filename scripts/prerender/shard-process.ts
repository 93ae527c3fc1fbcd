// One prerender shard in a child process (see parallel.ts): options come in as a message, the outcome goes back.
import { prerender, type PrerenderOptions } from './run-prerender'

process.once('message', (options: PrerenderOptions) => {
  prerender(options).then(
    (result) => {
      const peakMb = Math.round(process.resourceUsage().maxRSS / 1024)
      process.send?.({ outcome: { ...result, peakMb } }, () => process.exit(0))
    },
    (error: Error) => {
      process.send?.({ error: error.message }, () => process.exit(1))
    },
  )
})
