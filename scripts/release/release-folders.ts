import { lstat, readdir, readlink, realpath } from 'node:fs/promises'
import path from 'node:path'

/**
 * The layout of a site folder (`--out`, default `dist`): every build is a release of its own, and one symbolic link
 * says which is live, so a build never writes into what the shop is serving.
 *
 *   releases/<build id>/client, server   one build's whole output
 *   current -> releases/<build id>       the live release, switched by one rename
 *   client -> current/client             what the static server and a CDN upload read
 *   server -> current/server             the live release's render bundle (for `--since`)
 */
export const RELEASES = 'releases'
export const CURRENT = 'current'

/** A build id usable as a folder name (the client also puts it in URLs). */
export const RELEASE_ID = /^[\w.-]{1,100}$/

export function releaseDir(siteDir: string, id: string): string {
  if (!RELEASE_ID.test(id) || id === '.' || id === '..') {
    throw new Error(`A build id is 1–100 letters, digits, '.', '_' or '-', got "${id}"`)
  }
  return path.join(siteDir, RELEASES, id)
}

/** The live release's id, or null when the folder has none (never built, or the layout before releases). */
export async function liveReleaseId(siteDir: string): Promise<string | null> {
  const target = await readlink(path.join(siteDir, CURRENT)).catch(() => null)
  if (!target) return null
  const id = path.basename(target)
  return path.dirname(target) === RELEASES && RELEASE_ID.test(id) ? id : null
}

/** True when `client` is a folder of its own: a site built before releases, converted at the next publish. */
export async function hasUnversionedBuild(siteDir: string): Promise<boolean> {
  const stats = await lstat(path.join(siteDir, 'client')).catch(() => null)
  return Boolean(stats?.isDirectory())
}

/**
 * The client folders of the other releases kept beside the one `clientRoot` resolves to, or none when it is not a
 * release. A page of an earlier build still open in a browser asks for that build's hashed chunks; they live there.
 */
export async function siblingClientRoots(resolvedClientRoot: string): Promise<string[]> {
  const release = path.dirname(resolvedClientRoot)
  const releases = path.dirname(release)
  if (path.basename(resolvedClientRoot) !== 'client' || path.basename(releases) !== RELEASES) return []
  const ids = await readdir(releases).catch(() => [] as string[])
  return ids
    .filter((id) => RELEASE_ID.test(id) && id !== path.basename(release))
    .map((id) => path.join(releases, id, 'client'))
}

/** Where `clientRoot` (a path through the links) points right now. */
export function resolveClientRoot(clientRoot: string): Promise<string> {
  return realpath(clientRoot).catch(() => clientRoot)
}

/** A folder as an operator names it in a message: relative to where the command runs. */
export function shownPath(dir: string): string {
  return path.relative(process.cwd(), dir) || '.'
}
