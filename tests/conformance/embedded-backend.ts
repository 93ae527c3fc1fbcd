import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { startBackend, type RunningBackend } from '../../backend/src/index'

/** The storefront origin the recorded requests were sent from (the real shop's access control listed it). */
export const RECORDED_ORIGIN = 'http://localhost:3700'

const NO_LIMIT = { limit: Number.MAX_SAFE_INTEGER, windowSeconds: 1 }

export interface EmbeddedBackend {
  backend: RunningBackend
  dataDir: string
  /** The signing key of auth tokens, read from the data folder (to make an expired token as the recording did). */
  authSecret(): Uint8Array
  close(): Promise<void>
}

/**
 * Starts the embedded backend in-process on a random port, with a fresh data folder under `.tmp/`, set up as the
 * recorded shop was: Headless Login's access control with the storefront's origin listed, WPGraphQL's debug mode on
 * (or off, as for the `-nodebug` cases).
 */
export async function startEmbeddedBackend(debug = true, products = 60): Promise<EmbeddedBackend> {
  const root = path.resolve('.tmp')
  mkdirSync(root, { recursive: true })
  const dataDir = mkdtempSync(path.join(root, 'conformance-'))
  const options = {
    port: 0,
    dataDir,
    products,
    quiet: true,
    storefrontUrl: RECORDED_ORIGIN,
    allowedOrigins: [RECORDED_ORIGIN],
    debug,
    // The recorded reviews (WriteReview-guest, WriteReview-rating-0) were written on the real shop at moments of
    // their own; replayed back to back from one address, WordPress's 15 s flood check would refuse the second.
    rateLimits: { reviews: { perIp: NO_LIMIT, perAccount: NO_LIMIT, perProduct: NO_LIMIT } },
  }
  const backend = await startBackend(options)
  return {
    backend,
    dataDir,
    authSecret: () => {
      const stored = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { auth: string }
      return new TextEncoder().encode(process.env.BACKEND_AUTH_SECRET || stored.auth)
    },
    close: async () => {
      await backend.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
