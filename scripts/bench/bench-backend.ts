import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startBackendProcess, type BackendProcess } from '../serve/backend-process'

/**
 * A fresh embedded backend of `products` products in its own process (as `npm start` runs it: the load clients of a
 * benchmark do not share its event loop), on a temporary data folder that `stop()` removes.
 */
export async function startBenchBackend(name: string, products: number): Promise<BackendProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`))
  const args = ['--port', '0', '--data-dir', dataDir, '--products', String(products), '--quiet']
  const backend = await startBackendProcess(args).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  })
  return {
    ...backend,
    stop: () => {
      backend.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
