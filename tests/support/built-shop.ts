import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import { startBackend, type RunningBackend } from '../../backend/src/index'
import { buildSite } from '../../scripts/build'
import { startOriginGuard, type OriginGuard } from './origin-guard'

export interface BuiltShop {
  /** The test's own folder under `.tmp` (Vike builds into a folder inside the project). */
  dir: string
  /** The site folder the build wrote (`--out`). */
  site: string
  backend: RunningBackend
  /** In front of the backend as a real WordPress is: only the shop's Origin, and the date query ignored. */
  guard: OriginGuard
  /** The build's environment. */
  env: Record<string, string | undefined>
  /** The shop manager's password (for editProduct). */
  password: string
  close(): Promise<void>
}

/**
 * An embedded backend with a small catalogue, behind the origin guard as a real WordPress with Headless Login
 * answers (its date query ignored, so incremental builds must find the changes themselves), and a full build of it.
 */
export async function startBuiltShop(name: string, products = 30): Promise<BuiltShop> {
  const root = path.resolve('.tmp')
  await mkdir(root, { recursive: true })
  const dir = await mkdtemp(path.join(root, `${name}-`))
  const password = randomBytes(18).toString('base64url')
  const backend = await startBackend({
    port: 0,
    dataDir: path.join(dir, 'backend'),
    products,
    quiet: true,
    managerPassword: password,
  })
  const guard = await startOriginGuard({
    target: backend.graphqlUrl,
    allowedOrigin: 'https://shop.example',
    ignoreDateQuery: true,
  })
  const env = {
    ...process.env,
    GQL_HOST: guard.graphqlUrl,
    SITE_URL: 'https://shop.example',
    PRODUCTS_PER_PAGE: '12',
  }
  const site = path.join(dir, 'dist')
  await buildSite({ out: site, env, jobs: 1 })
  return {
    dir,
    site,
    backend,
    guard,
    env,
    password,
    async close() {
      await guard.close()
      await backend.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
