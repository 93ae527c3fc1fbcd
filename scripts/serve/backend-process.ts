import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'

const READY = /^Commerce backend listening on (\S+)/

export interface BackendProcess {
  graphqlUrl: string
  stop(): void
}

/**
 * Runs the embedded backend (backend/src/main.ts) in its own process, so a failure in it cannot take the storefront
 * server down, nor the other way round; if it exits unexpectedly it is started again. Its output is passed through.
 */
export async function startBackendProcess(args: string[]): Promise<BackendProcess> {
  let child: ChildProcess
  let stopping = false
  const launch = () =>
    new Promise<string>((resolve, reject) => {
      child = spawn(process.execPath, ['--import', 'tsx', 'backend/src/main.ts', ...args], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      let ready = false
      createInterface({ input: child.stdout! }).on('line', (line) => {
        console.info(line)
        const match = READY.exec(line)
        if (match && !ready) {
          ready = true
          resolve(match[1]!)
        }
      })
      child.once('exit', (code, signal) => {
        if (!ready) return reject(new Error(`The backend exited before listening (code ${code ?? signal}).`))
        if (stopping) return
        console.error(`[start] the backend stopped (code ${code ?? signal}); starting it again in 1 s.`)
        setTimeout(() => launch().catch((err: Error) => console.error(`[start] ${err.message}`)), 1000)
      })
    })
  const origin = await launch()
  return {
    graphqlUrl: `${origin}/graphql`,
    stop() {
      stopping = true
      child.kill('SIGTERM')
    },
  }
}
