import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'

/** A service that exited before it was ready: it has printed its own reason on stderr already. */
export class ChildExitedError extends Error {
  constructor(name: string, code: number | string | null) {
    super(`The ${name} exited before listening (code ${code}).`)
    this.name = 'ChildExitedError'
  }
}

export interface ChildService {
  /** The ready line's match (its groups name the addresses the service listens on). */
  ready: RegExpExecArray
  /** How many times it stopped without being asked to (each one restarted): what a fuzzer counts as crashes. */
  crashes(): number
  stop(): void
}

/**
 * Runs a TypeScript entry point (`tsx`) in its own process, so a failure in it cannot take the storefront server
 * down, nor the other way round; if it exits unexpectedly it is started again. Its output is passed through; it is
 * ready when it prints a line matching `ready`.
 */
export async function startChildService(opts: {
  name: string
  script: string
  args: string[]
  ready: RegExp
  env?: Record<string, string | undefined>
}): Promise<ChildService> {
  let child: ChildProcess
  let stopping = false
  let crashes = 0
  const launch = () =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      child = spawn(process.execPath, ['--import', 'tsx', opts.script, ...opts.args], {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, ...opts.env },
      })
      let ready = false
      createInterface({ input: child.stdout! }).on('line', (line) => {
        console.info(line)
        const match = opts.ready.exec(line)
        if (match && !ready) {
          ready = true
          resolve(match)
        }
      })
      child.once('exit', (code, signal) => {
        if (!ready) return reject(new ChildExitedError(opts.name, code ?? signal))
        if (stopping) return
        crashes++
        console.error(`[start] the ${opts.name} stopped (code ${code ?? signal}); starting it again in 1 s.`)
        setTimeout(() => launch().catch((err: Error) => console.error(`[start] ${err.message}`)), 1000)
      })
    })
  const ready = await launch()
  return {
    ready,
    crashes: () => crashes,
    stop() {
      stopping = true
      child.kill('SIGTERM')
    },
  }
}
