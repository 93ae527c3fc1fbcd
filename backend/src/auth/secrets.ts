import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface Secrets {
  sessionSecret: Uint8Array
  authSecret: Uint8Array
}

/**
 * Signing keys: BACKEND_SESSION_SECRET / BACKEND_AUTH_SECRET when set, otherwise random keys generated once and kept in
 * `<dataDir>/secrets.json` (git-ignored with the data folder) so tokens survive restarts.
 */
export function loadSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json')
  let stored: { session?: string; auth?: string } = {}
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8'))
  if (!stored.session || !stored.auth) {
    stored = { session: randomBytes(32).toString('hex'), auth: randomBytes(32).toString('hex'), ...stored }
    writeFileSync(file, JSON.stringify(stored), { mode: 0o600 })
  }
  const encode = (s: string) => new TextEncoder().encode(s)
  return {
    sessionSecret: encode(process.env.BACKEND_SESSION_SECRET || stored.session!),
    authSecret: encode(process.env.BACKEND_AUTH_SECRET || stored.auth!),
  }
}
